import { SimplePage } from '../../../components/simple-page';

export default function AuthTestPage() {
  return <SimplePage title="Authentication Test" intro="Paste a sign-in token to test it." />;
}
