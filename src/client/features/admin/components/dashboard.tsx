// The signed-in dashboard: header, the date range every tab reads, and the tabs of
// premium-and-admin.md section 2, then traffic, feedback, revenue, mail and privacy. The open tab lives in ?tab= so a reload keeps it.
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_DEFAULT_RANGE_DAYS } from '@shared/contracts/admin-data';
import { Tabs } from '@client/components/ui/tabs';
import { lastDays, formatDollars, type DateRange } from '../lib/format';
import { AlbumInteractionsTab } from '../tabs/album-interactions-tab';
import { ApiCostsTab, useApiUsage } from '../tabs/api-costs-tab';
import { BandNamesTab } from '../tabs/band-names-tab';
import { EmailsTab } from '../tabs/emails-tab';
import { FeedbackTab } from '../tabs/feedback-tab';
import { MailTab } from '../tabs/mail-tab';
import { GenreAnalyticsTab } from '../tabs/genre-analytics-tab';
import { NameDownloadsTab } from '../tabs/name-downloads-tab';
import { PremiumClicksTab } from '../tabs/premium-clicks-tab';
import { PrivacyTab } from '../tabs/privacy-tab';
import { RawDataTab } from '../tabs/raw-data-tab';
import { RevenueTab } from '../tabs/revenue-tab';
import { SummaryTab } from '../tabs/summary-tab';
import { SurveysTab } from '../tabs/surveys-tab';
import { TrafficTab } from '../tabs/traffic-tab';
import { UserSessionsTab } from '../tabs/user-sessions-tab';
import { DashboardHeader } from './dashboard-header';
import { DateRangeControl } from './date-range-control';

const TABS = [
  { id: 'summary', label: 'Summary', Panel: SummaryTab },
  { id: 'sessions', label: 'User Sessions', Panel: UserSessionsTab },
  { id: 'band-names', label: 'Band Names', Panel: BandNamesTab },
  { id: 'album-interactions', label: 'Album Interactions', Panel: AlbumInteractionsTab },
  { id: 'genres', label: 'Genre Analytics', Panel: GenreAnalyticsTab },
  { id: 'name-downloads', label: 'Name Downloads', Panel: NameDownloadsTab },
  { id: 'raw-data', label: 'Raw Data', Panel: RawDataTab },
  { id: 'premium-clicks', label: 'Premium Clicks', Panel: PremiumClicksTab },
  { id: 'surveys', label: 'Surveys', Panel: SurveysTab },
  { id: 'emails', label: 'Emails', Panel: EmailsTab },
  { id: 'api-costs', label: 'API Costs', Panel: ApiCostsTab },
  // What the owner needs beyond the spec's tabs.
  { id: 'traffic', label: 'Traffic', Panel: TrafficTab },
  { id: 'feedback', label: 'Feedback', Panel: FeedbackTab },
  { id: 'revenue', label: 'Revenue', Panel: RevenueTab },
  { id: 'mail', label: 'Mail', Panel: MailTab },
  { id: 'privacy', label: 'Privacy', Panel: PrivacyTab },
] as const;
type TabId = (typeof TABS)[number]['id'];

const isTab = (value: string | null): value is TabId => TABS.some((t) => t.id === value);

export function Dashboard() {
  // Computed once: the range stays put while the owner reads, even across midnight.
  const [defaultRange] = useState(() => lastDays(new Date(), ADMIN_DEFAULT_RANGE_DAYS));
  const [range, setRange] = useState<DateRange>(defaultRange);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabId = isTab(asked) ? asked : 'summary';
  const usage = useApiUsage(range);

  const items = TABS.map(({ id, label }): { id: TabId; label: ReactNode } =>
    id === 'api-costs' && usage.data ? { id, label: `${label} (${formatDollars(usage.data.summary.todayCostDollars)})` } : { id, label },
  );
  const Panel = (TABS.find((t) => t.id === tab) ?? TABS[0]).Panel;

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8" data-testid="admin-dashboard">
      <DashboardHeader />
      <DateRangeControl value={range} onChange={setRange} defaultRange={defaultRange} />
      <Tabs
        label="Admin data"
        items={items}
        value={tab}
        onChange={(id) => setParams(id === 'summary' ? {} : { tab: id }, { replace: true })}
        idPrefix="admin-tab"
      >
        <Panel range={range} />
      </Tabs>
    </div>
  );
}
