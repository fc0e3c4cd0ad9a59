/** A positive whole id from a query parameter (`?id=12`), else undefined. */
export function queryId(raw: string | null | undefined): number | undefined {
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
