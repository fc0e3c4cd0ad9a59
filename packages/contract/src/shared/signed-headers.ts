/**
 * The headers a machine caller (`auth: 'signed'` routes) sends instead of a session: its key id (the
 * route's `signedBy` when none is sent), a Unix timestamp in seconds within the key's window, and the
 * hex HMAC-SHA256 of `<timestamp>.<raw body>` with the key's shared secret.
 */
export const SIGNED_HEADERS = {
  keyId: 'x-cloudmall-key-id',
  timestamp: 'x-cloudmall-timestamp',
  signature: 'x-cloudmall-signature',
} as const;
