import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEPOSIT_NOTICE_PATH, DepositNoticeSchema } from '@cloudmall/contract/wallet';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import { AppError, unauthorized, validationFailed } from '../../../platform/http/app-error.ts';
import { API_PREFIX } from '../../../platform/http/bind-route.ts';
import { success } from '../../../platform/http/envelope.ts';
import { toFieldErrors } from '../../../platform/http/zod-issues.ts';
import type { SettingsService } from '../../settings/index.ts';
import type { TopupService } from '../topup.service.ts';

export const SIGNATURE_HEADER = 'x-cloudmall-signature';
export const TIMESTAMP_HEADER = 'x-cloudmall-timestamp';

/** The signature a chain watcher sends: hex HMAC-SHA256 of `<timestamp>.<raw body>`. */
export const signDepositNotice = (secret: string, timestamp: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');

/**
 * `POST /api/wallet/deposit-notice` from the chain watcher or payment provider. The signature covers the
 * raw body and a timestamp that must be within the tolerance; anything else credits nothing and is logged.
 */
export async function registerDepositNotice(
  app: FastifyInstance,
  deps: { topup: TopupService; settings: SettingsService; clock: Clock; secret: string },
): Promise<void> {
  await app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );

    scoped.post(API_PREFIX + DEPOSIT_NOTICE_PATH, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const timestamp = String(request.headers[TIMESTAMP_HEADER] ?? '');
      const signature = String(request.headers[SIGNATURE_HEADER] ?? '');
      const { noticeToleranceSeconds } = await deps.settings.get('wallet.topup');
      const skew = Math.abs(deps.clock.now().getTime() / 1000 - Number(timestamp));
      const expected = Buffer.from(signDepositNotice(deps.secret, timestamp, raw), 'hex');
      const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
      if (
        !/^\d{10}$/.test(timestamp) ||
        !(skew <= noticeToleranceSeconds) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        request.log.warn(
          { timestamp, skew },
          'deposit notice refused: bad signature or stale timestamp',
        );
        throw unauthorized();
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new AppError('malformed_body', 400);
      }
      const notice = DepositNoticeSchema.safeParse(body);
      if (!notice.success) throw validationFailed(toFieldErrors(notice.error));
      return success(await deps.topup.credit(notice.data, { kind: 'notice' }));
    });
  });
}
