/** A positive whole number from the query string, or undefined. */
export function positiveId(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}
