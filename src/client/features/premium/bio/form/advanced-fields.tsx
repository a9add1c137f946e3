// Advanced: what makes the band unlike any other, as free-text chips.
import { ChipListField } from './chip-list-field';
import type { SectionProps } from './form-props';

export function AdvancedFields({ form, edit }: SectionProps) {
  return <ChipListField form={form} edit={edit} list="uniqueElements" />;
}
