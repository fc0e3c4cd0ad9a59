/** A query parameter's JSON value, or undefined when the parameter is missing, empty or not JSON. */
export function parseJsonParam(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
