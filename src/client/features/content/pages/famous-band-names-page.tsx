import { SimplePage } from '../../../components/simple-page';

export default function FamousBandNamesPage() {
  return <SimplePage title="How Famous Bands Got Their Names" intro="The stories behind the names." />;
}
