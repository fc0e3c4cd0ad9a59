/**
 * The options of a select or radio group offering `values` in this order, each shown as
 * `labelOf(value)` (usually a translated key): `optionsOf(KINDS, (kind) => t(`kinds.${kind}`))`.
 */
export function optionsOf<V extends string | number>(
  values: readonly V[],
  labelOf: (value: V) => string,
): { value: string; label: string }[] {
  return values.map((value) => ({ value: String(value), label: labelOf(value) }));
}
