/** Hides the digits before the last four (at most four of them): 8613812345678 → 86138****5678. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 7) return mobile;
  const head = mobile.slice(0, Math.max(1, mobile.length - 8));
  return `${head}${'*'.repeat(mobile.length - head.length - 4)}${mobile.slice(-4)}`;
}
