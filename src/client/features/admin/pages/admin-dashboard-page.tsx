import { SimplePage } from '@client/components/simple-page';

export default function AdminDashboardPage() {
  return <SimplePage title="Admin Dashboard" intro="Usage analytics." />;
}
