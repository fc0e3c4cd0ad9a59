import { createHash, randomBytes, randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '@cloudmall/contract/devices';

/** A new activation code: 16 characters of the unambiguous alphabet from the CSPRNG (~74 bits). */
export function newActivationCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What a member typed, without spaces and dashes, upper case ('' when nothing was typed). */
export const normaliseCode = (typed: string): string => typed.replace(/[\s-]+/g, '').toUpperCase();

/** A normalised code of the right length over the right alphabet (others can never match). */
export const isWellFormedCode = (code: string): boolean =>
  code.length === CODE_LENGTH && [...code].every((ch) => CODE_ALPHABET.includes(ch));

/** The lookup key stored for a code: SHA-256 hex of the normalised code. */
export const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/** `ABCD-EFGH-JKMN-PQRT` for reading. */
export const groupCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** A code shown without its secret part (batch codes are stored as hash + last 4 only). */
export const maskedCode = (last4: string): string => `••••-••••-••••-${last4}`;

/** The public id of a new device: `CP` and 10 characters of the code alphabet. */
export function newDeviceCode(): string {
  let code = 'CP';
  for (let i = 0; i < 10; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The plugin's HMAC key: 32 random bytes, hex. */
export const newPluginSecret = (): string => randomBytes(32).toString('hex');
