import { walletMachineRoutes } from '@cloudmall/contract/wallet';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import { signRequest, type SigningKey } from '../../../platform/http/signed-request.ts';
import type { SettingsService } from '../../settings/index.ts';
import type { TopupService } from '../topup.service.ts';

/** The signature a chain watcher sends: hex HMAC-SHA256 of `<timestamp>.<raw body>`. */
export const signDepositNotice = signRequest;

/**
 * `POST /api/wallet/deposit-notice` from the chain watcher or payment provider, a `signed` route
 * (key id `deposit`): anything not signed within the tolerance credits nothing and is logged.
 */
export const registerDepositNotice: RouteFile<TopupService> = (app, bind, topup) => {
  bind(app, walletMachineRoutes.depositNotice, ({ input }) =>
    topup.credit(input, { kind: 'notice' }),
  );
};

/** The chain watcher's key: its shared secret, with the top-up setting's notice tolerance as window. */
export const depositSigningKey =
  (deps: { secret: string; settings: SettingsService }) =>
  async (keyId: string): Promise<SigningKey | null> =>
    keyId === 'deposit'
      ? {
          secret: deps.secret,
          windowSeconds: (await deps.settings.get('wallet.topup')).noticeToleranceSeconds,
        }
      : null;
