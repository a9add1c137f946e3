// Members: name and role per row, added and removed freely (a solo artist may list none), up to
// the contract's limit.
import { PRESS_KIT_LIMITS as L } from '@shared/contracts/press-kit';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { RemoveRowButton } from '@client/features/premium/shared/list-rows';
import { memberRow } from '../press-kit-draft';
import { AddRowButton, draftRows } from './row-list';
import { Section, type SectionProps } from './section';

export function MembersFields({ draft, edit, errors }: SectionProps) {
  const members = draftRows(draft, edit, 'members', L.membersMax);
  return (
    <Section title="Members">
      {members.rows.length > 0 && (
        <ol className="grid gap-3">
          {members.rows.map((m, i) => (
            <li key={m.key} data-testid="pk-member">
              <fieldset className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
                <legend className="sr-only">Member {i + 1}</legend>
                <Field id={`pk-members-${m.key}-name`} label="Name" error={errors[`pk-members-${m.key}-name`]}>
                  <Input value={m.name} onChange={(e) => members.change(m.key, { name: e.target.value })} maxLength={L.memberFieldMax} autoComplete="off" aria-required />
                </Field>
                <Field id={`pk-members-${m.key}-role`} label={<>Role <Optional /></>} error={errors[`pk-members-${m.key}-role`]}>
                  <Input value={m.role} onChange={(e) => members.change(m.key, { role: e.target.value })} maxLength={L.memberFieldMax} autoComplete="off" placeholder="e.g. vocals, guitar" />
                </Field>
                <RemoveRowButton noun="member" index={i} name={m.name} onRemove={() => members.remove(m.key)} addButtonId="pk-add-member" iconOnly className="sm:mt-7" />
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <AddRowButton id="pk-add-member" label="Add member" full={members.full} onAdd={() => members.add(memberRow(), 'name')} limitText={`Up to ${L.membersMax} members.`} />
    </Section>
  );
}
