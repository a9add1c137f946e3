// The date range every tab reads (UTC days, both inclusive; the last 30 days by default). The
// range changes only when both days are valid and in order, so no tab asks the server for a bad one.
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import type { DateRange } from '../lib/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function DateRangeControl({ value, onChange, defaultRange }: { value: DateRange; onChange: (range: DateRange) => void; defaultRange: DateRange }) {
  const [draft, setDraft] = useState(value);
  const valid = DAY.test(draft.from) && DAY.test(draft.to);
  const error = valid && draft.from > draft.to ? 'The start must not be after the end' : undefined;
  const changed = draft.from !== value.from || draft.to !== value.to;

  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Date range"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid && !error) onChange(draft);
      }}
      data-testid="admin-date-range"
    >
      <Field id="admin-range-from" label="From" error={error}>
        <Input type="date" value={draft.from} max={draft.to} onChange={(e) => setDraft({ ...draft, from: e.target.value })} data-testid="admin-range-from" />
      </Field>
      <Field id="admin-range-to" label="To">
        <Input type="date" value={draft.to} min={draft.from} onChange={(e) => setDraft({ ...draft, to: e.target.value })} data-testid="admin-range-to" />
      </Field>
      <Button type="submit" variant="secondary" disabled={!valid || !!error || !changed} data-testid="admin-range-apply">
        Apply
      </Button>
      <Button
        variant="ghost"
        onClick={() => {
          setDraft(defaultRange);
          onChange(defaultRange);
        }}
      >
        Last 30 days
      </Button>
    </form>
  );
}
