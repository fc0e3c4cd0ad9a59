import { describe, expect, it } from 'vitest';
import {
  classifyResponse,
  httpStatusText,
  isAcceptedStatus,
  messageKeyText,
  outcomeText,
} from './request-rules.ts';

const t = (key: string) => `«${key}»`;
const has = (key: string) => key === 'errors:fieldNames.mobile';

describe('request rules', () => {
  it('accepts 200..401 with code 1', () => {
    expect(isAcceptedStatus(200)).toBe(true);
    expect(isAcceptedStatus(400)).toBe(true);
    expect(isAcceptedStatus(401)).toBe(true);
    expect(isAcceptedStatus(403)).toBe(false);
    expect(isAcceptedStatus(199)).toBe(false);
    expect(classifyResponse(200, { code: 1, msg: 'ok', time: 1, data: { a: 1 } })).toEqual({
      kind: 'ok',
      data: { a: 1 },
    });
  });

  it('fails an accepted status whose code is not 1, with the message key', () => {
    expect(
      classifyResponse(200, { code: 0, msg: 'insufficient_balance', time: 1, data: null }),
    ).toEqual({
      kind: 'business',
      messageKey: 'insufficient_balance',
    });
  });

  it('treats HTTP 401 and code 401 as the end of the session', () => {
    expect(
      classifyResponse(401, { code: 401, msg: 'unauthorized', time: 1, data: null }).kind,
    ).toBe('unauthorized');
    expect(
      classifyResponse(200, { code: 401, msg: 'unauthorized', time: 1, data: null }).kind,
    ).toBe('unauthorized');
  });

  it('maps 404 to data exception text', () => {
    expect(outcomeText({ kind: 'http', status: 404, message: 'not_found' }, t, has)).toBe(
      '«errors:http.dataException»',
    );
  });

  it('maps 500 to the abnormal-operation text and other statuses to the network text', () => {
    expect(httpStatusText(500, 'internal_error', t)).toBe('«errors:http.abnormalOperation»');
    expect(httpStatusText(502, '', t)).toBe('«errors:http.networkMalfunction»');
  });

  it('shows the server message for 401 and 403', () => {
    expect(httpStatusText(403, 'forbidden', t)).toBe('«errors:forbidden»');
    expect(httpStatusText(401, 'Token expired', t)).toBe('Token expired');
  });

  it('translates unknown keys as data anomaly', () => {
    expect(messageKeyText('something_new_on_the_server', t)).toBe('«errors:data_anomaly»');
    expect(messageKeyText('incorrect_password', t)).toBe('«errors:incorrect_password»');
  });

  it('names the first invalid field of a validation failure', () => {
    const outcome = classifyResponse(400, {
      code: 0,
      msg: 'validation_failed',
      time: 1,
      data: {
        fields: [
          { field: 'mobile', key: 'invalid_mobile' },
          { field: 'captcha', key: 'invalid_sms_code' },
        ],
      },
    });
    expect(outcome.kind).toBe('validation');
    if (outcome.kind === 'ok') throw new Error('unexpected');
    expect(outcomeText(outcome, t, has)).toBe(
      '«errors:fieldNames.mobile»: «errors:invalid_mobile»',
    );
  });

  it('names the invalid field of a protocol route answered with HTTP 200 and code 0', () => {
    const outcome = classifyResponse(200, {
      code: 0,
      msg: 'validation_failed',
      time: 1,
      data: { fields: [{ field: 'data.mobile', key: 'invalid_mobile' }] },
    });
    expect(outcome).toEqual({
      kind: 'validation',
      fields: [{ field: 'data.mobile', key: 'invalid_mobile' }],
    });
  });

  it('reads a body that is not an envelope as a data anomaly', () => {
    expect(classifyResponse(200, '<html>')).toEqual({
      kind: 'business',
      messageKey: 'data_anomaly',
    });
  });
});
