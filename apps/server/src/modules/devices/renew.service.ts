import { formatMinor, type Language, parseAmountToMinor } from '@cloudmall/contract';
import { idempotent } from '../../platform/http/idempotency.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { debit } from '../wallet/index.ts';
import { databaseProvider } from './device-provider.ts';
import { devicesRepository } from './devices.repository.ts';
import { effectiveState, toDevice } from './devices.mapper.ts';
import { extendedExpiry } from './new-device.ts';
import type { DevicesDeps } from './ports.ts';

export type RenewService = ReturnType<typeof createRenewService>;

export function createRenewService(
  deps: DevicesDeps & { balanceOf: (userId: number) => Promise<bigint> },
) {
  const { db, clock, settings } = deps;
  const providers = deps.providers ?? [databaseProvider];

  return {
    /** The renewal plans of `devices.renewPlans` and the member's balance. */
    async plans(userId: number) {
      return {
        plans: await settings.get('devices.renewPlans'),
        balance: formatMinor(await deps.balanceOf(userId)),
      };
    },

    /**
     * Extends an own device by a plan's days, paid from the balance to `device_sales` once per
     * idempotency key (a replay answers the first result); an expired device runs again.
     */
    async renew(
      userId: number,
      input: { id: number; days: number; idempotency_key: string },
      language: Language,
    ) {
      const plan = (await settings.get('devices.renewPlans')).find((p) => p.days === input.days);
      if (!plan) throw new AppError('renew_plan_invalid');
      const priceMinor = parseAmountToMinor(plan.price);
      const result = await idempotent(
        db,
        {
          userId,
          scope: 'devices.renew',
          key: input.idempotency_key,
          request: { id: input.id, days: input.days },
        },
        async (trx) => {
          const now = clock.now();
          const row = await devicesRepository.own(trx, userId, input.id, true);
          if (!row) throw notFound();
          if (priceMinor > 0n)
            await debit(trx, {
              userId,
              amountMinor: priceMinor,
              to: 'device_sales',
              reason: 'device_renew',
              reference: `device:${row.id}`,
              memo: `${row.name} +${input.days}d`,
              idempotencyKey: `device-renew:${userId}:${input.idempotency_key}`,
            });
          const renewed = await devicesRepository.update(trx, row.id, {
            expiresAt: extendedExpiry(row.expiresAt, now, input.days),
            state: effectiveState(row, now) === 'expired' ? 'running' : row.state,
            updatedAt: now,
          });
          return {
            device: toDevice(renewed, { now, providers, language }),
            price: formatMinor(priceMinor),
            days: input.days,
          };
        },
      );
      deps.changed(userId, { type: 'devices_changed' });
      deps.changed(userId, { type: 'wallet_changed' });
      return result;
    },
  };
}
