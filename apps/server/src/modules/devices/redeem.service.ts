import type { Language } from '@cloudmall/contract';
import type { RedeemResult } from '@cloudmall/contract/devices';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound, validationFailed } from '../../platform/http/app-error.ts';
import { codesRepository } from './codes.repository.ts';
import { hashCode, isWellFormedCode, normaliseCode } from './device-codes.ts';
import { databaseProvider } from './device-provider.ts';
import { devicesRepository } from './devices.repository.ts';
import { effectiveState, toActivationCode, toDevice } from './devices.mapper.ts';
import { deviceNameIn, extendedExpiry, insertDevice } from './new-device.ts';
import type { DevicesDeps } from './ports.ts';

const HOUR_SECONDS = 3600;

export type RedeemService = ReturnType<typeof createRedeemService>;

export function createRedeemService(deps: DevicesDeps) {
  const { db, clock, settings, counters } = deps;
  const providers = deps.providers ?? [databaseProvider];
  const keys = (userId: number, ip: string) => [
    `devices:redeem:user:${userId}`,
    `devices:redeem:ip:${ip}`,
  ];

  /** Wrong codes are counted per member and per address; past either limit every try is refused. */
  async function checkAttempts(userId: number, ip: string): Promise<void> {
    const limits = await settings.get('devices.redeemLimits');
    const [member, address] = await Promise.all(keys(userId, ip).map((k) => counters.get(k)));
    if ((member ?? 0) >= limits.wrongPerMemberPerHour || (address ?? 0) >= limits.wrongPerIpPerHour)
      throw new AppError('too_many_attempts');
  }
  const countWrong = (userId: number, ip: string) =>
    Promise.all(keys(userId, ip).map((k) => counters.increment(k, HOUR_SECONDS)));

  /**
   * Binds one of the member's unused codes (or an unowned batch code) to one of their devices,
   * once: the code is claimed by a guarded UPDATE and the device's cap place taken by a guarded
   * UPDATE in the same transaction (a full device rolls the claim back). A cloud-phone code adds
   * its days to the device (reviving an expired one) or, without a device, creates a running one;
   * a script code makes the script available on the device.
   */
  async function redeem(input: {
    userId: number;
    ip: string;
    code: string;
    deviceId?: number;
    language: Language;
  }): Promise<RedeemResult> {
    const code = normaliseCode(input.code);
    if (code === '') throw new AppError('activation_code_required');
    await checkAttempts(input.userId, input.ip);
    const wrong = async (): Promise<never> => {
      await countWrong(input.userId, input.ip);
      throw new AppError('activation_code_wrong');
    };
    if (!isWellFormedCode(code)) return wrong();
    const deviceId = input.deviceId || undefined;
    if (deviceId !== undefined && !(await devicesRepository.own(db, input.userId, deviceId)))
      throw notFound();
    const cap = await settings.get('devices.codeCap');
    const result = await inTransaction(db, async (trx) => {
      const now = clock.now();
      const claimed = await codesRepository.claim(trx, {
        hash: hashCode(code),
        userId: input.userId,
        deviceId: deviceId ?? null,
        now,
      });
      if (!claimed) return null;
      let device;
      if (deviceId === undefined) {
        if (claimed.kind !== 'cloud_phone')
          throw validationFailed([{ field: 'device_id', key: 'required' }]);
        device = await insertDevice(trx, {
          userId: input.userId,
          days: claimed.days,
          now,
          provider: providers[0]!,
          boundCodes: 1,
        });
        if (!device) throw new Error('device insert failed');
        await codesRepository.bindTo(trx, claimed.id, device.id);
      } else {
        const placed = await devicesRepository.takeCodePlace(trx, deviceId, input.userId, cap, now);
        if (!placed) throw new AppError('activation_code_limit');
        device = placed;
        if (claimed.kind === 'cloud_phone') {
          const revived = effectiveState(placed, now) === 'expired';
          device = await devicesRepository.update(trx, placed.id, {
            expiresAt: extendedExpiry(placed.expiresAt, now, claimed.days),
            state: revived ? 'running' : placed.state,
            updatedAt: now,
          });
        } else {
          await devicesRepository.addScript(trx, {
            deviceId: placed.id,
            scriptId: claimed.scriptId!,
            codeId: claimed.id,
            now,
          });
        }
      }
      const script = claimed.scriptId
        ? (await devicesRepository.scriptsById(trx, [claimed.scriptId])).get(claimed.scriptId)
        : undefined;
      return {
        code: toActivationCode(
          { ...claimed, deviceId: device.id },
          {
            now,
            language: input.language,
            script,
            deviceName: deviceNameIn(device, input.language),
          },
        ),
        device: toDevice(device, { now, providers, language: input.language }),
        script_id: claimed.scriptId,
      };
    });
    if (!result) return wrong();
    deps.changed(input.userId, { type: 'devices_changed' });
    return result;
  }

  return { redeem };
}
