import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteDefinition } from '@cloudmall/contract';
import { toastError } from '../../components/ui/toast';
import { useFormErrors } from './use-form-errors';
import { fieldErrorsFrom } from './field-errors';
import { schemaErrors } from './schema-errors';

/**
 * A form checked with its contract schema before sending, one request at a time; the server's
 * field errors land beside their fields, any other failure in a toast.
 */
export function useContractForm<Field extends string>(fields: Record<Field, Field>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useFormErrors<Field>();

  /** A text field's change (which clears its error) and its translated error, to spread on it. */
  const bind = (field: Field, set: (value: string) => void) => ({
    onChange: (value: string) => {
      set(value);
      form.clearError(field);
    },
    error: form.errors[field] && t(form.errors[field]),
  });

  async function submit<T>(
    schema: RouteDefinition['input'],
    input: Record<Field, unknown>,
    send: () => Promise<T>,
    onDone: (result: T) => void,
  ): Promise<void> {
    if (busy) return;
    const found = schemaErrors<Field>(schema, input);
    form.setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onDone(await send());
    } catch (error) {
      const fromServer = fieldErrorsFrom<Field>(error, fields);
      if (fromServer) form.setErrors(fromServer);
      else toastError(error);
    } finally {
      setBusy(false);
    }
  }

  return { ...form, busy, submit, bind };
}
