import { SimplePage } from '../../../components/simple-page';

export default function SalesLandingPage() {
  return <SimplePage title="The Musician Suite" intro="Everything your band needs, in one place." />;
}
