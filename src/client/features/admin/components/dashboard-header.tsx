// The dashboard's header: the CSV downloads (plain links: the browser streams the file with the
// session cookie) and Logout.
import { Download, LogOut } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useAdminLogout } from '../api/admin-session';

const linkClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800';

export function CsvLink({ href, children, testId }: { href: string; children: string; testId?: string }) {
  return (
    <a href={href} download className={linkClass} data-testid={testId}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}

export function DashboardHeader() {
  const logout = useAdminLogout();
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold">Admin Dashboard</h1>
      <div className="flex flex-wrap gap-2">
        <CsvLink href="/api/admin/export-all" testId="admin-export-all">
          Download All Data (CSV)
        </CsvLink>
        <CsvLink href="/api/admin/export-submissions?source=generator" testId="admin-export-generator">
          Download Generator Data (CSV)
        </CsvLink>
        <Button variant="destructive" onClick={() => logout.mutate()} disabled={logout.isPending} data-testid="admin-logout">
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </Button>
      </div>
    </header>
  );
}
