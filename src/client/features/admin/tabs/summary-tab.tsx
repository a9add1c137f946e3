// Summary: the range's numbers for real visitors, and the names made from internal addresses,
// counted apart as 'Development Band Names (Hidden)' (premium-and-admin.md section 6).
import { adminSummaryResponseSchema, DEVELOPMENT_NAMES_LABEL } from '@shared/contracts/admin-data';
import { useAdminData } from '../api/admin-query';
import { useLoadError } from '../api/use-load-error';
import { LoadFailed, Loading } from '../components/load-state';
import { StatGrid } from '../components/stat-grid';
import type { DateRange } from '../lib/format';

export function SummaryTab({ range }: { range: DateRange }) {
  // Only the numbers: the sessions list is the User Sessions tab's.
  const query = useAdminData(adminSummaryResponseSchema, '/api/admin/summary', range, { limit: 1 });
  useLoadError(query.error, 'summary');
  if (query.isPending) return <Loading what="summary" />;
  if (query.isError) return <LoadFailed what="summary" onRetry={() => void query.refetch()} />;
  const s = query.data;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {s.from} to {s.to} (UTC). Visits from internal addresses are left out:{' '}
        <span data-testid="admin-summary-internal">
          {s.internalAddresses} {s.internalAddresses === 1 ? 'address' : 'addresses'} in this range
        </span>
        . By default those are this machine and private networks (10.x, 172.31.x, 192.168.x), so a site tried from a home network counts
        nothing here; ADMIN_INTERNAL_ADDRESSES sets the list.
      </p>
      <StatGrid
        testId="admin-summary-stats"
        stats={[
          { label: 'User sessions', value: s.sessions, hint: 'Distinct visitor addresses' },
          { label: 'Band names generated', value: s.namesGenerated },
          { label: 'Band names liked', value: s.likes },
          { label: 'Name downloads', value: s.downloads },
          { label: 'Album covers generated', value: s.coversGenerated },
          { label: 'Album cover downloads', value: s.coverDownloads },
          { label: 'Premium clicks', value: s.premiumClicks },
          { label: 'Email signups', value: s.emailSignups },
          { label: DEVELOPMENT_NAMES_LABEL, value: s.developmentNamesHidden, hint: `From ${s.internalAddresses} internal ${s.internalAddresses === 1 ? 'address' : 'addresses'}` },
        ]}
      />
    </div>
  );
}
