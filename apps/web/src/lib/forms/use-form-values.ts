import { useState } from 'react';
import { useFormErrors } from './use-form-errors';

/** A form's text values with their errors: `change(field)` sets one value and clears its error. */
export function useFormValues<Field extends string>(initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const form = useFormErrors<Field>();

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearError(field);
  };

  return { ...form, values, change };
}
