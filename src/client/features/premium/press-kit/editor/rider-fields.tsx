// The technical rider, for the venue's technician: who plays what through which inputs, the
// backline needed and brought, a stage plot (drawn here on a grid, or an uploaded picture), the
// set length and hospitality. The page shows it as its own section and the rider PDF prints it.
import { Plus } from 'lucide-react';
import { PICTURE_SIZE_RULE, PRESS_KIT_LIMITS as L, STAGE_PLOT_COLUMNS, STAGE_PLOT_ROWS, type PressKit, type PressKitRider } from '@shared/contracts/press-kit';
import { Button } from '@client/components/ui/button';
import { Field, Optional } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { PictureSlot, useUploads } from './pictures-fields';
import { Section, type SectionProps } from './section';

type LineupRow = PressKitRider['lineup'][number];

export function RiderFields({ draft, edit, errors, kit, saveFirst }: SectionProps & { kit: PressKit | null; saveFirst: () => Promise<boolean> }) {
  const rider = draft.rider;
  const set = (patch: Partial<PressKitRider>) => edit((d) => ({ ...d, rider: { ...d.rider, ...patch } }));
  const setRow = (i: number, patch: Partial<LineupRow>) => set({ lineup: rider.lineup.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const label = (column: number, row: number) => rider.plot.find((m) => m.column === column && m.row === row)?.label ?? '';
  const setLabel = (column: number, row: number, value: string) =>
    set({ plot: [...rider.plot.filter((m) => !(m.column === column && m.row === row)), ...(value ? [{ label: value, column, row }] : [])] });
  const { send, problem, busy } = useUploads(saveFirst);
  const text = (key: 'backlineNeeded' | 'backlineBrought' | 'hospitality', title: string, placeholder: string) => (
    <Field id={`pk-rider-${key}`} label={<>{title} <Optional /></>} error={errors[`pk-rider-${key}`]}>
      <Textarea rows={3} value={rider[key]} onChange={(e) => set({ [key]: e.target.value })} maxLength={L.riderTextMax} placeholder={placeholder} />
    </Field>
  );

  return (
    <Section title="Technical rider" hint="For the venue’s technician: it gets its own section on the page and its own one-page PDF.">
      <Field id="pk-rider-setLength" label={<>Set length <Optional /></>} error={errors['pk-rider-setLength']}>
        <Input value={rider.setLength} onChange={(e) => set({ setLength: e.target.value })} maxLength={L.setLengthMax} placeholder="e.g. 45 minutes" />
      </Field>
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold">Line-up and inputs</legend>
        {rider.lineup.map((row, i) => (
          <div key={i} className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-3 dark:border-slate-800" data-testid="pk-rider-row">
            <Field id={`pk-rider-lineup-${i}-name`} label="Name" error={errors[`pk-rider-lineup-${i}-name`]}>
              <Input value={row.name} onChange={(e) => setRow(i, { name: e.target.value })} maxLength={L.memberFieldMax} />
            </Field>
            <Field id={`pk-rider-lineup-${i}-instrument`} label="Plays">
              <Input value={row.instrument} onChange={(e) => setRow(i, { instrument: e.target.value })} maxLength={L.memberFieldMax} placeholder="e.g. keys" />
            </Field>
            <Field id={`pk-rider-lineup-${i}-inputs`} label="Inputs">
              <Input value={row.inputs} onChange={(e) => setRow(i, { inputs: e.target.value })} maxLength={L.riderInputsMax} placeholder="e.g. 2 × DI, vocal mic" />
            </Field>
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => set({ lineup: rider.lineup.filter((_, j) => j !== i) })}>
              Remove {row.name || `row ${i + 1}`}
            </Button>
          </div>
        ))}
        <Button
          id="pk-add-rider-row"
          variant="outline"
          className="justify-self-start"
          disabled={rider.lineup.length >= L.membersMax}
          onClick={() => set({ lineup: [...rider.lineup, { name: '', instrument: '', inputs: '' }] })}
        >
          <Plus className="h-4 w-4" aria-hidden /> Add to the line-up
        </Button>
      </fieldset>
      {text('backlineNeeded', 'Backline needed from the venue', 'e.g. bass amp, drum kit with hardware (no cymbals)')}
      {text('backlineBrought', 'Backline the band brings', 'e.g. guitar amps, cymbals, keyboard stand')}
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">Stage plot</legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">Type who stands where (back of the stage at the top), or upload a picture of your plot instead: {PICTURE_SIZE_RULE.plot}.</p>
        <div className="grid gap-1" style={{ gridTemplateColumns: `repeat(${STAGE_PLOT_COLUMNS}, minmax(0, 1fr))` }} data-testid="pk-plot-grid">
          {Array.from({ length: STAGE_PLOT_ROWS }, (_, row) =>
            Array.from({ length: STAGE_PLOT_COLUMNS }, (_, column) => (
              <Input
                key={`${row}-${column}`}
                aria-label={`Stage plot: row ${row + 1} from the back, place ${column + 1} from the left`}
                value={label(column, row)}
                onChange={(e) => setLabel(column, row, e.target.value)}
                maxLength={L.plotLabelMax}
                className="text-center text-xs"
              />
            )),
          )}
        </div>
        <p className="text-center text-xs font-semibold uppercase tracking-widest text-slate-600 dark:text-slate-400">Audience</p>
        <PictureSlot picture={kit?.stagePlot ?? null} kind="plot" label="Stage plot picture" busy={busy} onFile={(file) => void send([file], 'plot')} />
        {problem && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </fieldset>
      {text('hospitality', 'Hospitality', 'e.g. 4 meals (one vegan), water on stage, 2 guest list places')}
    </Section>
  );
}
