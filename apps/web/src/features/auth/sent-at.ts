/** Reads `{ sentAt }` (when an SMS code was sent) from navigation state, if present and recent. */
export function readSentAt(state: unknown): number | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const sentAt = (state as { sentAt?: unknown }).sentAt;
  return typeof sentAt === 'number' && Date.now() - sentAt < 60_000 ? sentAt : undefined;
}

/** Reads `{ mobile, captcha }` handed from the code-entry page to the new-password page. */
export function readVerifiedCode(state: unknown): { mobile: string; captcha: string } | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { mobile, captcha } = state as { mobile?: unknown; captcha?: unknown };
  return typeof mobile === 'string' && typeof captcha === 'string'
    ? { mobile, captcha }
    : undefined;
}
