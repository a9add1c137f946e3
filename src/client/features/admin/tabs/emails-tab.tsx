// Emails: the e-mail signups, with their CSV (Email, Source, Signup Date, IP Address, Notes) for
// the same range.
import type { z } from 'zod';
import { adminEmailSignupListSchema } from '@shared/contracts/admin-data';
import { adminUrl } from '../api/admin-query';
import { CsvLink } from '../components/dashboard-header';
import { orDash, Time, type Column } from '../components/data-table';
import { PagedList } from '../components/paged-list';
import type { DateRange } from '../lib/format';

type Signup = z.infer<typeof adminEmailSignupListSchema>[number];

const COLUMNS: Column<Signup>[] = [
  { header: 'Email', cell: (s) => s.email },
  { header: 'Source', cell: (s) => s.source },
  { header: 'Signup date', cell: (s) => <Time iso={s.createdAt} /> },
  { header: 'IP address', cell: (s) => orDash(s.ipAddress) },
  { header: 'Notes', cell: (s) => orDash(s.notes) },
];

export function EmailsTab({ range }: { range: DateRange }) {
  return (
    <div className="grid gap-3">
      <div>
        <CsvLink href={adminUrl('/api/admin/email-signups.csv', { ...range })} testId="admin-emails-csv">
          Export Emails (CSV)
        </CsvLink>
      </div>
      <PagedList
        schema={adminEmailSignupListSchema}
        path="/api/admin/email-signups"
        range={range}
        what="email signups"
        caption="Email signups"
        columns={COLUMNS}
        testId="admin-emails-table"
      />
    </div>
  );
}
