/** Addresses from pasted text or a file: one per line or separated by commas/spaces, blanks and repeats dropped. */
export function addressesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}
