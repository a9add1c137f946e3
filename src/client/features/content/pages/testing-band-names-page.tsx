import { SimplePage } from '../../../components/simple-page';

export default function TestingBandNamesPage() {
  return <SimplePage title="How to Test Your Band Name" intro="Seven tests every band name should pass." />;
}
