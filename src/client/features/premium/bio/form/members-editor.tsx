// Band members: name, instrument and an optional extra role per row; rows are added and removed,
// but the last one stays (a band has at least one member).
import { Plus } from 'lucide-react';
import { BIO_LIMITS } from '@shared/contracts/writing';
import { Button } from '@client/components/ui/button';
import { Field, Optional } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { focusSoon, RemoveRowButton } from '@client/features/premium/shared/list-rows';
import { addMember, canAddMember, removeMember, updateMember, type MemberRow } from '../bio-form-state';
import type { SectionProps } from './form-props';

const memberFieldId = (key: number, field: 'name' | 'instrument' | 'role') => `bio-member-${key}-${field}`;

export function MembersEditor({ form, edit }: SectionProps) {
  const { members } = form;
  const change = (key: number, patch: Partial<Omit<MemberRow, 'key'>>) => edit((f) => ({ ...f, members: updateMember(f.members, key, patch) }));
  const add = () => {
    const next = addMember(members);
    const added = next[next.length - 1];
    edit((f) => ({ ...f, members: addMember(f.members) }));
    if (added && next.length > members.length) focusSoon(memberFieldId(added.key, 'name'));
  };
  return (
    <fieldset className="grid gap-3" data-testid="bio-members">
      <legend className="mb-2 text-sm font-semibold">Band members</legend>
      <ol className="grid gap-3">
        {members.map((m, i) => (
          <li key={m.key} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800" data-testid="bio-member">
            <fieldset className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
              <legend className="sr-only">Member {i + 1}</legend>
              <Field id={memberFieldId(m.key, 'name')} label="Name">
                <Input value={m.name} onChange={(e) => change(m.key, { name: e.target.value })} maxLength={BIO_LIMITS.memberFieldMax} autoComplete="off" placeholder="e.g. Sam Rivers" />
              </Field>
              <Field id={memberFieldId(m.key, 'instrument')} label="Instrument">
                <Input value={m.instrument} onChange={(e) => change(m.key, { instrument: e.target.value })} maxLength={BIO_LIMITS.memberFieldMax} autoComplete="off" placeholder="e.g. Bass" />
              </Field>
              <Field
                id={memberFieldId(m.key, 'role')}
                label={
                  <>
                    Extra role <Optional />
                  </>
                }
              >
                <Input value={m.role} onChange={(e) => change(m.key, { role: e.target.value })} maxLength={BIO_LIMITS.memberFieldMax} autoComplete="off" placeholder="e.g. Lead songwriter" />
              </Field>
              <RemoveRowButton
                noun="member"
                index={i}
                name={m.name}
                onRemove={() => edit((f) => ({ ...f, members: removeMember(f.members, m.key) }))}
                addButtonId="bio-add-member"
                iconOnly
                className="justify-self-end"
                disabled={members.length <= 1}
                title={members.length <= 1 ? 'A band keeps at least one member' : 'Remove member'}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      <div>
        <Button id="bio-add-member" variant="outline" onClick={add} disabled={!canAddMember(members)}>
          <Plus className="h-4 w-4" aria-hidden /> Add member
        </Button>
        {!canAddMember(members) && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">Up to {BIO_LIMITS.membersMax} members.</p>}
      </div>
    </fieldset>
  );
}
