import { useSearchParams } from 'react-router';

/**
 * A tab kept in the address's `?<name>=`: one of `tabs`, `first` when absent or unknown. Choosing a
 * tab replaces the history entry; the first tab leaves the query empty.
 */
export function useQueryTab<T extends string | number>(
  name: string,
  tabs: readonly T[],
  first: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((item) => String(item) === params.get(name)) ?? first;
  const choose = (next: T) =>
    setParams(next === first ? {} : { [name]: String(next) }, { replace: true });
  return [tab, choose];
}
