import { SimplePage } from '../../../components/simple-page';

export default function PremiumSigninPage() {
  return <SimplePage title="Premium Sign In" intro="Enter the e-mail you subscribed with." />;
}
