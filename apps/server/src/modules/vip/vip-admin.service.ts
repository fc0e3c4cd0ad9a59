import type { z } from 'zod';
import type { VipLevelSaveSchema } from '@cloudmall/contract/vip';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { toVipLevelAdmin } from './vip.mapper.ts';
import { vipRepository } from './vip.repository.ts';
import type { VipDeps } from './ports.ts';

export type VipAdminService = ReturnType<typeof createVipAdminService>;

/** The admin console's VIP levels. */
export function createVipAdminService(deps: Pick<VipDeps, 'db'>) {
  const { db } = deps;
  return {
    /** Every level, enabled or not, by number. */
    async levels() {
      return { list: (await vipRepository.levels(db, false)).map(toVipLevelAdmin) };
    },

    /** Only an admin creates or changes a level; the number is unique; audited with before/after. */
    async save(adminId: number, input: z.output<typeof VipLevelSaveSchema>) {
      const { id, reason, threshold, price, discount_bps, ...fields } = input;
      const values = {
        ...fields,
        thresholdMinor: threshold,
        priceMinor: price,
        discountBps: discount_bps,
      };
      return inTransaction(db, async (trx) => {
        const before = id === undefined ? undefined : await vipRepository.byId(trx, id);
        if (id !== undefined && !before) throw notFound();
        const taken = await vipRepository.level(trx, input.level);
        if (taken && taken.id !== id) throw new AppError('vip_level_taken');
        let savedId = id;
        if (id === undefined) {
          const row = await vipRepository.insertLevel(trx, values);
          if (!row) throw new AppError('vip_level_taken');
          savedId = row.id;
        } else await vipRepository.updateLevel(trx, id, values);
        const after = await vipRepository.byId(trx, savedId!);
        await recordAudit(trx, {
          actorUserId: adminId,
          action: 'vip.level.save',
          targetType: 'vip_level',
          targetId: savedId!,
          reason,
          before: before ? toVipLevelAdmin(before) : null,
          after: after ? toVipLevelAdmin(after) : null,
        });
        return { id: savedId! };
      });
    },
  };
}
