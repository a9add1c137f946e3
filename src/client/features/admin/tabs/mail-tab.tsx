// Mail: the messages that failed for good after their last try (the mail server refused or was
// away for about 15 hours), recipient masked, and how many wait for a try. Not tied to the date
// range: a failed message is listed until the address retention removes it.
import { useQuery } from '@tanstack/react-query';
import { mailOutboxResponseSchema, type FailedMail } from '@shared/contracts/admin-mail';
import { adminQueryOptions } from '../api/admin-query';
import { useLoadError } from '../api/use-load-error';
import { DataTable, orDash, Time, type Column } from '../components/data-table';
import { LoadFailed, Loading } from '../components/load-state';
import { Heading } from '../components/section';

const FAILED_COLUMNS: Column<FailedMail>[] = [
  { header: 'Recipient', cell: (m) => m.recipient },
  { header: 'Subject', cell: (m) => m.subject },
  { header: 'Tries', cell: (m) => m.attempts, numeric: true },
  { header: 'Last error', cell: (m) => orDash(m.lastError) },
  { header: 'Queued', cell: (m) => <Time iso={m.createdAt} /> },
  { header: 'Failed', cell: (m) => <Time iso={m.failedAt} /> },
];

export function MailTab() {
  const outbox = useQuery(adminQueryOptions(mailOutboxResponseSchema, '/api/admin/mail-outbox', {}));
  useLoadError(outbox.error, 'the mail outbox');
  if (outbox.isPending) return <Loading what="the mail outbox" />;
  if (outbox.isError) return <LoadFailed what="the mail outbox" onRetry={() => void outbox.refetch()} />;
  return (
    <div className="grid gap-4" data-testid="admin-mail">
      <Heading>Failed mail</Heading>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {outbox.data.waiting === 0 ? 'No message is waiting to be sent.' : `${outbox.data.waiting} waiting to be sent or tried again.`} A message is tried
        again after 1 min, 5 min, 30 min, 2 h and 12 h; after that it is listed here.
      </p>
      <DataTable
        caption="Mail that failed for good"
        columns={FAILED_COLUMNS}
        rows={outbox.data.failed}
        rowKey={(m) => m.id}
        empty="No mail has failed."
        testId="admin-failed-mail"
      />
    </div>
  );
}
