/** Activation codes are shown in groups of four (`ABCD-EFGH-JKMN-PQRT`), the way the contract issues them. */
export function formatCode(code: string): string {
  const plain = normalizeCode(code);
  return plain.match(/.{1,4}/g)?.join('-') ?? '';
}

/** What the member typed, as the server reads it: spaces and dashes dropped, letters upper-case. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}
