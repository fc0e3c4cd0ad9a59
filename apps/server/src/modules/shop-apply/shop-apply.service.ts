import type { ShopApplyInput } from '@cloudmall/contract/merchant';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { ShopApplyDeps } from './ports.ts';
import { toApplication } from './shop-apply.mapper.ts';
import { type ApplicationFields, shopApplyRepository } from './shop-apply.repository.ts';

export type ShopApplyService = ReturnType<typeof createShopApplyService>;

/** The form's fields as stored: no back photo for a passport, no licence for a personal shop. */
export function fieldsOf(input: ShopApplyInput): ApplicationFields {
  return {
    storeType: input.store_type,
    shopname: input.shopname,
    idType: input.id_type,
    idNumber: input.id_number,
    realName: input.real_name,
    mobile: input.mobile,
    frontImage: input.front_image,
    backImage: input.id_type === 'passport' ? '' : input.back_image,
    licenceImage: input.store_type === 'enterprise' ? input.licence_image : '',
  };
}

/** A member's own shop application: read it, save it as a draft, send it (again after a refusal). */
export function createShopApplyService(
  deps: Pick<ShopApplyDeps, 'db' | 'clock' | 'fileUrl' | 'shops'>,
) {
  const { db, clock } = deps;
  const wire = (row: Parameters<typeof toApplication>[0]) => toApplication(row, deps.fileUrl);

  return {
    /** The member's application, or null before the first save. */
    async mine(userId: number) {
      const row = await shopApplyRepository.byUser(db, userId);
      return row ? wire(row) : null;
    },

    /** One application by id, only the member's own: another member's id is not found. */
    async details(userId: number, id: number) {
      const row = await shopApplyRepository.byId(db, id);
      if (!row || row.userId !== userId) throw notFound();
      return wire(row);
    },

    /**
     * Saves the member's one application as a draft or sends it for review: never while it waits
     * for an admin or after approval, never by a member who owns a shop, never under a taken name.
     */
    async save(userId: number, input: ShopApplyInput) {
      return inTransaction(db, async (trx) => {
        if (await deps.shops.ownsShop(trx, userId)) throw new AppError('shop_apply_has_shop');
        const current = await shopApplyRepository.lockByUser(trx, userId);
        if (current?.state === 'pending') throw new AppError('shop_apply_pending');
        if (current?.state === 'certified') throw new AppError('shop_apply_certified');
        if (input.submit && (await deps.shops.nameTaken(trx, input.shopname)))
          throw new AppError('shop_name_taken');
        const now = clock.now();
        const row = await shopApplyRepository.save(trx, userId, {
          ...fieldsOf(input),
          state: input.submit ? 'pending' : 'draft',
          submittedAt: input.submit ? now : (current?.submittedAt ?? null),
          now,
        });
        return wire(row);
      });
    },
  };
}
