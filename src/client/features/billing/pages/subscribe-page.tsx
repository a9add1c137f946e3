import { SimplePage } from '../../../components/simple-page';

export default function SubscribePage() {
  return <SimplePage title="Go Premium" intro="Choose the plan that fits your band." />;
}
