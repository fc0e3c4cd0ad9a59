import { optionsOf } from '../lib/options';
import type { FilterField } from './filter-bar';

/**
 * A select filter of a ServerTable offering `values` in this order, each shown as `labelOf(value)`
 * (usually a translated key): `selectFilter('status', t('status'), STATUSES, (s) => t(`statuses.${s}`))`.
 */
export function selectFilter<V extends string | number>(
  name: string,
  label: string,
  values: readonly V[],
  labelOf: (value: V) => string,
): FilterField {
  return { kind: 'select', name, label, options: optionsOf(values, labelOf) };
}

/** A yes/no select filter of a ServerTable (`yes` or `no` in the URL), shown as `yesLabel` and `noLabel`. */
export function yesNoFilter(
  name: string,
  label: string,
  yesLabel: string,
  noLabel: string,
): FilterField {
  return {
    kind: 'select',
    name,
    label,
    options: [
      { value: 'yes', label: yesLabel },
      { value: 'no', label: noLabel },
    ],
  };
}
