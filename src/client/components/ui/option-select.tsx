// A labelled native select over a list of { value, label } options: the Field (label, hint and
// their aria wiring) and the Select in one, for the many option lists the forms share. A blank
// first option ('Choose a purpose') is a prompt unless placeholderSelectable makes it a choice.
import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Select } from './select';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/** A list of plain strings as options that show the value itself. */
export function plainOptions<T extends string>(values: readonly T[]): SelectOption<T>[] {
  return values.map((value) => ({ value, label: value }));
}

type OptionSelectProps<T extends string> = Omit<ComponentProps<'select'>, 'id' | 'value' | 'onChange' | 'children'> & {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  /** The text of a blank first option (value ''). */
  placeholder?: string;
  /** The blank option is a real choice ('Not specified') rather than a prompt. */
  placeholderSelectable?: boolean;
  /** Classes of the field around the select (a grid span, say). */
  fieldClassName?: string;
};

export function OptionSelect<T extends string>({ id, label, hint, value, options, onChange, placeholder, placeholderSelectable, fieldClassName, ...props }: OptionSelectProps<T>) {
  return (
    <Field id={id} label={label} hint={hint} className={fieldClassName}>
      {/* Only the options given (and '' with a placeholder, which T then includes) can be chosen. */}
      <Select {...props} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {placeholder !== undefined && (
          <option value="" disabled={!placeholderSelectable}>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
