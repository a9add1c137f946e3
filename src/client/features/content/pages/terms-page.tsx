import { SimplePage } from '../../../components/simple-page';

export default function TermsPage() {
  return <SimplePage title="Terms of Service" intro="Last updated May 19, 2025" />;
}
