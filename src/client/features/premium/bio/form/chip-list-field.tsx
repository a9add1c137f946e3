// The bio form's three free-text chip lists, each bound to its field of the form state with the
// contract's limits (BIO_LIMITS.chipsMax entries of at most BIO_LIMITS.chipMax characters).
import { BIO_LIMITS } from '@shared/contracts/writing';
import { addChip, removeChip } from '../bio-form-state';
import { FreeChipInput, type FreeChipCopy } from './free-chip-input';
import type { SectionProps } from './form-props';

export type ChipListName = 'influences' | 'achievements' | 'uniqueElements';

const CHIP_LISTS: Record<ChipListName, FreeChipCopy> = {
  influences: {
    id: 'bio-influences',
    label: 'Musical influences',
    itemName: 'influence',
    placeholder: 'e.g. Fleetwood Mac',
    hint: 'Press Enter or Add after each one.',
  },
  achievements: {
    id: 'bio-achievements',
    label: 'Achievements',
    itemName: 'achievement',
    placeholder: 'e.g. Debut EP released in 2023',
    hint: 'Only what really happened: the bio never invents achievements.',
  },
  uniqueElements: {
    id: 'bio-unique-elements',
    label: 'Unique elements',
    itemName: 'unique element',
    placeholder: 'e.g. A cello instead of a bass guitar',
    hint: 'Signature instruments, rituals at shows, a home-built studio: anything only you have.',
  },
};

export function ChipListField({ form, edit, list }: SectionProps & { list: ChipListName }) {
  return (
    <FreeChipInput
      {...CHIP_LISTS[list]}
      values={form[list]}
      max={BIO_LIMITS.chipsMax}
      maxLength={BIO_LIMITS.chipMax}
      onAdd={(text) => edit((f) => ({ ...f, [list]: addChip(f[list], text) }))}
      onRemove={(i) => edit((f) => ({ ...f, [list]: removeChip(f[list], i) }))}
    />
  );
}
