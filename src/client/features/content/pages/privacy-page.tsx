import { SimplePage } from '../../../components/simple-page';

export default function PrivacyPage() {
  return <SimplePage title="Privacy Policy" intro="Last updated May 19, 2025" />;
}
