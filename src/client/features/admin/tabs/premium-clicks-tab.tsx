// Premium Clicks: each click on a premium promotion, with where it was and which limit showed it.
import type { z } from 'zod';
import { adminPromotionClickListSchema } from '@shared/contracts/admin-data';
import { orDash, Time, type Column } from '../components/data-table';
import { PagedList } from '../components/paged-list';
import type { DateRange } from '../lib/format';

type Click = z.infer<typeof adminPromotionClickListSchema>[number];

const COLUMNS: Column<Click>[] = [
  { header: 'Source', cell: (c) => c.clickSource },
  { header: 'Limit', cell: (c) => c.limitType },
  { header: 'Address', cell: (c) => orDash(c.ipAddress) },
  { header: 'Clicked', cell: (c) => <Time iso={c.createdAt} /> },
];

export function PremiumClicksTab({ range }: { range: DateRange }) {
  return (
    <PagedList
      schema={adminPromotionClickListSchema}
      path="/api/admin/premium-promotion-clicks"
      range={range}
      what="premium clicks"
      caption="Premium promotion clicks"
      columns={COLUMNS}
      testId="admin-premium-clicks-table"
    />
  );
}
