import type { ChangeEvent } from 'react';
import type { BioFormState } from '../bio-form-state';

/** What each sub-tab's fields get: the form, and a way to change it from its latest state. */
export interface SectionProps {
  form: BioFormState;
  edit: (change: (form: BioFormState) => BioFormState) => void;
}

/** The fields that hold text as typed. */
export type BioTextField = { [K in keyof BioFormState]: string extends BioFormState[K] ? K : never }[keyof BioFormState];

/** An input's onChange that copies its text into one field. The text is read now: the change runs later. */
export function textChange(edit: SectionProps['edit'], field: BioTextField) {
  return (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = e.target.value;
    edit((f) => ({ ...f, [field]: text }));
  };
}
