/** Unix seconds → a local date and time. */
export function dateTime(seconds: number, language: string): string {
  if (!seconds) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(seconds * 1000),
  );
}
