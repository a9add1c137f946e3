import { SimplePage } from '../../../components/simple-page';

export default function PremiumPage() {
  return <SimplePage title="Premium Suite" intro="Your premium musician tools." />;
}
