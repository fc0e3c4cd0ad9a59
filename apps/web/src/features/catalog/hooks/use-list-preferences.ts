import { useCallback, useState } from 'react';
import {
  readListPreferences,
  writeListPreferences,
  type ListPreferences,
} from '../../../lib/list-preferences';

/** The product list's layout and gutter, read once and saved to local storage on every change. */
export function useListPreferences(): [
  ListPreferences,
  (change: Partial<ListPreferences>) => void,
] {
  const [preferences, setPreferences] = useState(readListPreferences);
  const update = useCallback((change: Partial<ListPreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...change };
      writeListPreferences(next);
      return next;
    });
  }, []);
  return [preferences, update];
}
