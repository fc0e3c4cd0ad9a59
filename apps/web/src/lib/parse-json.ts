/** The value a JSON text stands for; undefined when there is no text or it is not JSON. */
export function parseJson(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
