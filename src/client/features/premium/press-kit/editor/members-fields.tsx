// Members: name and role per row, added and removed freely (a solo artist may list none), up to
// the contract's limit.
import { Plus, Trash2 } from 'lucide-react';
import { PRESS_KIT_LIMITS as L } from '@shared/contracts/press-kit';
import { Button } from '@client/components/ui/button';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { memberRow, type MemberRow } from '../press-kit-draft';
import { focusSoon, LimitNote, Section, type SectionProps } from './section';

export function MembersFields({ draft, edit, errors }: SectionProps) {
  const change = (key: number, patch: Partial<MemberRow>) => edit((d) => ({ ...d, members: d.members.map((m) => (m.key === key ? { ...m, ...patch } : m)) }));
  const full = draft.members.length >= L.membersMax;
  const add = () => {
    const row = memberRow();
    edit((d) => (d.members.length >= L.membersMax ? d : { ...d, members: [...d.members, row] }));
    focusSoon(`pk-members-${row.key}-name`);
  };
  return (
    <Section title="Members">
      {draft.members.length > 0 && (
        <ol className="grid gap-3">
          {draft.members.map((m, i) => (
            <li key={m.key} data-testid="pk-member">
              <fieldset className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
                <legend className="sr-only">Member {i + 1}</legend>
                <Field id={`pk-members-${m.key}-name`} label="Name" error={errors[`pk-members-${m.key}-name`]}>
                  <Input value={m.name} onChange={(e) => change(m.key, { name: e.target.value })} maxLength={L.memberFieldMax} autoComplete="off" aria-required />
                </Field>
                <Field id={`pk-members-${m.key}-role`} label={<>Role <Optional /></>} error={errors[`pk-members-${m.key}-role`]}>
                  <Input value={m.role} onChange={(e) => change(m.key, { role: e.target.value })} maxLength={L.memberFieldMax} autoComplete="off" placeholder="e.g. vocals, guitar" />
                </Field>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-11 w-11 sm:mt-7"
                  aria-label={`Remove member ${i + 1}${m.name.trim() ? ` (${m.name.trim()})` : ''}`}
                  onClick={() => {
                    edit((d) => ({ ...d, members: d.members.filter((x) => x.key !== m.key) }));
                    focusSoon('pk-add-member');
                  }}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <Button id="pk-add-member" variant="outline" className="justify-self-start" onClick={add} disabled={full}>
        <Plus className="h-4 w-4" aria-hidden /> Add member
      </Button>
      <LimitNote shown={full} text={`Up to ${L.membersMax} members.`} />
    </Section>
  );
}
