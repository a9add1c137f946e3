// /admin-dashboard (premium-and-admin.md sections 2, 4 and 5): the server's admin session decides
// between the login card and the dashboard; nothing about the sign-in is kept in the browser.
import { Dashboard } from '../components/dashboard';
import { LoadFailed, Loading } from '../components/load-state';
import { LoginCard } from '../components/login-card';
import { useAdminSession } from '../api/admin-session';

export default function AdminDashboardPage() {
  const session = useAdminSession();
  if (session.isPending) {
    return (
      <div className="mx-auto max-w-sm py-12">
        <Loading what="the admin session" />
      </div>
    );
  }
  if (session.isError) {
    return (
      <div className="mx-auto max-w-sm py-12">
        <LoadFailed what="the admin session" onRetry={() => void session.refetch()} />
      </div>
    );
  }
  return session.data ? <Dashboard /> : <LoginCard />;
}
