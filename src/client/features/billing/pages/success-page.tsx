import { SimplePage } from '../../../components/simple-page';

export default function SuccessPage() {
  return <SimplePage title="Payment Successful!" intro="Your premium access is ready." />;
}
