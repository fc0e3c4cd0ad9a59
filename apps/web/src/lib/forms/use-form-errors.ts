import { useCallback, useState } from 'react';

/** Field errors of a form as translation keys; `validate` keeps the first problem of each field. */
export function useFormErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const validate = useCallback((results: Record<Field, string | undefined>): boolean => {
    const found: Partial<Record<Field, string>> = {};
    for (const [field, key] of Object.entries(results) as [Field, string | undefined][]) {
      if (key) found[field] = key;
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  }, []);

  const clearError = useCallback((field: Field) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { errors, validate, clearError, setErrors };
}
