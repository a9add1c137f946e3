// Surveys: the band challenge survey's answers.
import type { z } from 'zod';
import { adminSurveyListSchema } from '@shared/contracts/admin-data';
import { SURVEY_CHALLENGE_LABELS } from '@shared/catalog/engagement-options';
import { ownEntry } from '@shared/lookup';
import { orDash, Time, type Column } from '../components/data-table';
import { PagedList } from '../components/paged-list';
import type { DateRange } from '../lib/format';

type Survey = z.infer<typeof adminSurveyListSchema>[number];

const COLUMNS: Column<Survey>[] = [
  { header: 'Challenge', cell: (s) => ownEntry(SURVEY_CHALLENGE_LABELS, s.challenge) ?? s.challenge },
  { header: 'Other text', cell: (s) => orDash(s.otherText) },
  { header: 'Address', cell: (s) => orDash(s.ipAddress) },
  { header: 'Answered', cell: (s) => <Time iso={s.createdAt} /> },
];

export function SurveysTab({ range }: { range: DateRange }) {
  return (
    <PagedList
      schema={adminSurveyListSchema}
      path="/api/admin/band-challenge-surveys"
      range={range}
      what="survey responses"
      caption="Band challenge survey responses"
      columns={COLUMNS}
      testId="admin-surveys-table"
    />
  );
}
