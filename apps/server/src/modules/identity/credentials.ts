import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Password hashes are argon2id with the library's OWASP-level defaults. */
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verifying against this when the account does not exist keeps both paths equally slow.
const DUMMY_HASH = hash('not-a-real-password-0000');

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** A session token: 256 random bits, URL-safe. Only its SHA-256 is stored. */
export const generateToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character invitation code without look-alike characters (no 0/O, 1/I). */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/** A 6-digit SMS code from the CSPRNG. */
export const generateSmsCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** SMS codes are stored as an HMAC bound to number and purpose, so a leaked row reveals nothing reusable. */
export const hashSmsCode = (secret: string, mobile: string, event: string, code: string): string =>
  createHmac('sha256', secret).update(`${mobile}|${event}|${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
