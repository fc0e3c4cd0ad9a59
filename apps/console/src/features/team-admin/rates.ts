/** Basis points as the percentage an admin types: 500 → 5, 250 → 2.5. */
export const percentOfBps = (bps: number): number => bps / 100;

/** A typed percentage back to whole basis points: 5 → 500, 2.55 → 255. */
export const bpsOfPercent = (percent: number): number => Math.round(percent * 100);

/** The commission setting's value read from the settings list (its defaults when unreadable). */
export function ratesOf(value: unknown): { level1Rate: number; level2Rate: number } {
  const read = (name: string, fallback: number) => {
    const field = (value as Record<string, unknown> | null | undefined)?.[name];
    return typeof field === 'number' && Number.isInteger(field) ? field : fallback;
  };
  return { level1Rate: read('level1Rate', 500), level2Rate: read('level2Rate', 200) };
}
