import { inTransaction } from '../../db/transaction.ts';
import { codesRepository } from './codes.repository.ts';
import { devicesRepository } from './devices.repository.ts';
import type { DevicesDeps } from './ports.ts';

const BATCH = 500;

/**
 * Expiry (`devices.expire`): devices past their expiry become expired (offline), unused codes past
 * theirs become expired. Rows are claimed with `for update skip locked` at the injected clock's
 * now, so several instances never take the same row; the owners' screens are told after commit.
 */
export function createDeviceJobs(deps: DevicesDeps) {
  return {
    async runDue(): Promise<{ devices: number; codes: number }> {
      const now = deps.clock.now();
      const done = await inTransaction(deps.db, async (trx) => {
        const due = await devicesRepository.claimDue(trx, now, BATCH);
        await devicesRepository.markExpired(
          trx,
          due.map((d) => d.id),
          now,
        );
        const codeOwners = await codesRepository.expireDue(trx, now, BATCH);
        return { devices: due, codeOwners };
      });
      const owners = new Set([...done.devices.map((d) => d.userId), ...done.codeOwners]);
      for (const userId of owners) deps.changed(userId, { type: 'devices_changed' });
      return { devices: done.devices.length, codes: done.codeOwners.length };
    },
  };
}
