import { FIELD_KEYS, MESSAGE_KEYS, type FieldError } from '@cloudmall/contract';

/** What an answer of the API means for the caller (spec §7-8, architecture §4). */
export type Outcome =
  | { kind: 'ok'; data: unknown }
  | { kind: 'unauthorized'; message: string }
  | { kind: 'business'; messageKey: string }
  | { kind: 'validation'; fields: FieldError[] }
  | { kind: 'http'; status: number; message: string };

interface EnvelopeLike {
  code: number;
  msg: string;
  data: unknown;
}

const knownMessageKeys = new Set<string>(MESSAGE_KEYS);
const knownFieldKeys = new Set<string>(FIELD_KEYS);
/** Keys too generic to beat the spec's fixed status texts. */
const genericKeys = new Set(['not_found', 'internal_error', 'data_anomaly']);

/** Spec §7: an answer is accepted only when the HTTP status is 200 to 401 (and then code 1 is success). */
export function isAcceptedStatus(status: number): boolean {
  return status >= 200 && status <= 401;
}

function asEnvelope(body: unknown): EnvelopeLike | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.code !== 'number') return undefined;
  return {
    code: record.code,
    msg: typeof record.msg === 'string' ? record.msg : '',
    data: record.data,
  };
}

function readFields(data: unknown): FieldError[] {
  if (typeof data !== 'object' || data === null) return [];
  const fields = (data as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (item): item is FieldError =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.field === 'string' &&
      typeof item.key === 'string',
  );
}

/** Classifies an HTTP answer: code 1 within 200..401 succeeds; HTTP 401 or code 401 ends the session. */
export function classifyResponse(status: number, body: unknown): Outcome {
  const envelope = asEnvelope(body);
  if (status === 401 || envelope?.code === 401)
    return { kind: 'unauthorized', message: envelope?.msg ?? '' };
  if (!isAcceptedStatus(status)) return { kind: 'http', status, message: envelope?.msg ?? '' };
  if (!envelope) return { kind: 'business', messageKey: 'data_anomaly' };
  if (envelope.code === 1) return { kind: 'ok', data: envelope.data };
  const fields = envelope.msg === 'validation_failed' ? readFields(envelope.data) : [];
  if (fields.length > 0) return { kind: 'validation', fields };
  return { kind: 'business', messageKey: envelope.msg };
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type HasTranslation = (key: string) => boolean;

export function isKnownMessageKey(key: string): boolean {
  return knownMessageKeys.has(key);
}

/** A server message key as text; a key the client does not know reads as the data-anomaly text. */
export function messageKeyText(key: string, t: Translate): string {
  return t(`errors:${isKnownMessageKey(key) ? key : 'data_anomaly'}`);
}

/** The first invalid field as "<field name>: <rule text>" (field names fall back to the raw name). */
export function fieldErrorText(field: FieldError, t: Translate, has: HasTranslation): string {
  const nameKey = `errors:fieldNames.${field.field}`;
  const name = has(nameKey) ? t(nameKey) : field.field;
  const rule = t(`errors:${knownFieldKeys.has(field.key) ? field.key : 'invalid_value'}`);
  return `${name}: ${rule}`;
}

/** Spec §8 status texts: 401/403 show the server message, 404 and 500 fixed texts, others a network text. */
export function httpStatusText(status: number, message: string, t: Translate): string {
  if (status === 404) return t('errors:http.dataException');
  if (status === 500) return t('errors:http.abnormalOperation');
  if (status === 401 || status === 403) {
    if (isKnownMessageKey(message)) return t(`errors:${message}`);
    return message || t(status === 401 ? 'errors:unauthorized' : 'errors:forbidden');
  }
  if (isKnownMessageKey(message) && !genericKeys.has(message)) return t(`errors:${message}`);
  return t('errors:http.networkMalfunction');
}

/** The text a failed outcome shows to the member. */
export function outcomeText(
  outcome: Exclude<Outcome, { kind: 'ok' }>,
  t: Translate,
  has: HasTranslation,
): string {
  switch (outcome.kind) {
    case 'unauthorized':
      return httpStatusText(401, outcome.message, t);
    case 'business':
      return messageKeyText(outcome.messageKey, t);
    case 'validation':
      return fieldErrorText(outcome.fields[0] as FieldError, t, has);
    case 'http':
      return httpStatusText(outcome.status, outcome.message, t);
  }
}
