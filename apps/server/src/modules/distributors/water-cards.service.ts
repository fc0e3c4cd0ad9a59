import { randomInt } from 'node:crypto';
import { formatMinor } from '@cloudmall/contract';
import { inTransaction } from '../../db/transaction.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { idempotent } from '../../platform/http/idempotency.ts';
import { pageShownTogether, type PageQuery } from '../../platform/http/paging.ts';
import { credit, debit } from '../wallet/index.ts';
import { toCard, toFace } from './distributors.mapper.ts';
import { distributorsRepository } from './distributors.repository.ts';
import type { DistributorsDeps } from './ports.ts';
import { type CardRow, waterCardsRepository } from './water-cards.repository.ts';

export type WaterCardsService = ReturnType<typeof createWaterCardsService>;

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Water cards: face values, distributors' purchases from the balance and members' redemptions. */
export function createWaterCardsService(
  deps: Pick<DistributorsDeps, 'db' | 'clock' | 'changed' | 'members' | 'balanceOf'>,
) {
  const { db, clock, members } = deps;

  /** Cards with their people's usernames; the code in full only for its buyer. */
  const shown = (viewer: number | 'admin') => async (rows: CardRow[]) => {
    const ids = rows.flatMap((row) => [row.distributorUserId, row.redeemedByUserId ?? 0]);
    const names = await members.cardsOf([...new Set(ids.filter((id) => id > 0))]);
    return rows.map((row) => toCard(row, names, viewer === row.distributorUserId));
  };

  return {
    /** Face values: the enabled ones for members, all for admins. */
    async faces(enabledOnly: boolean) {
      return { list: (await waterCardsRepository.faces(db, enabledOnly)).map(toFace) };
    },

    /** Only an admin creates or changes a face value; audited with before/after. */
    async saveFace(
      adminId: number,
      input: { id?: number; value: bigint; enabled: boolean; reason: string },
    ) {
      return inTransaction(db, async (trx) => {
        const before = input.id ? await waterCardsRepository.face(trx, input.id, true) : undefined;
        if (input.id && !before) throw notFound();
        const values = { valueMinor: input.value, enabled: input.enabled };
        const row = before
          ? await waterCardsRepository.updateFace(trx, before.id, { ...values, now: clock.now() })
          : await waterCardsRepository.insertFace(trx, values);
        await recordAudit(trx, {
          actorUserId: adminId,
          action: 'distributors.face.save',
          targetType: 'water_card_face',
          targetId: row.id,
          reason: input.reason,
          before: before ? toFace(before) : null,
          after: toFace(row),
        });
        return { id: row.id };
      });
    },

    /**
     * An approved distributor buys `count` cards of an enabled face value: one ledger movement of the
     * total from the balance to `water_cards`, the cards with unique codes, once per key.
     */
    async buy(userId: number, input: { face_id: number; count: number; idempotency_key: string }) {
      const purchaseKey = `${userId}:${input.idempotency_key}`;
      const rows = await idempotent(
        db,
        {
          userId,
          scope: 'distributors.cards.buy',
          key: input.idempotency_key,
          request: { face_id: input.face_id, count: input.count },
        },
        async (trx) => {
          if (!(await distributorsRepository.isApproved(trx, userId)))
            throw new AppError('not_distributor');
          const face = await waterCardsRepository.face(trx, input.face_id);
          if (!face || !face.enabled) throw notFound();
          const cards = await waterCardsRepository.insertCards(
            trx,
            Array.from({ length: input.count }, () => ({
              code: newCode(),
              valueMinor: face.valueMinor,
              distributorUserId: userId,
              purchaseKey,
            })),
          );
          await debit(trx, {
            userId,
            amountMinor: face.valueMinor * BigInt(input.count),
            to: 'water_cards',
            reason: 'water_card_purchase',
            reference: `water_card:${cards[0]!.id}`,
            memo: `${input.count} × ${formatMinor(face.valueMinor)}`,
            idempotencyKey: `water-cards-buy:${purchaseKey}`,
          });
          return { ids: cards.map((card) => card.id) };
        },
      );
      deps.changed(userId, { type: 'wallet_changed' });
      const cards = await waterCardsRepository.cardsOfPurchase(db, purchaseKey);
      return { list: await shown(userId)(cards.filter((card) => rows.ids.includes(card.id))) };
    },

    /** The cards a member bought, newest first, with their codes. */
    mine(userId: number, query: PageQuery & { state?: string }) {
      return pageShownTogether(
        query,
        (offset, limit) =>
          waterCardsRepository.page(
            db,
            { state: query.state, distributorUserId: userId },
            offset,
            limit,
          ),
        shown(userId),
      );
    },

    /**
     * A member redeems a code once: the card turns `redeemed` by a guarded update and its value moves
     * from `water_cards` to the member's balance in the same transaction; a used code is refused.
     */
    async redeem(userId: number, input: { code: string; idempotency_key: string }) {
      const card = await idempotent(
        db,
        { userId, scope: 'distributors.cards.redeem', key: input.idempotency_key, request: input },
        async (trx) => {
          const found = await waterCardsRepository.byCode(trx, input.code);
          if (!found) throw new AppError('water_card_not_found');
          const redeemed = await waterCardsRepository.redeem(trx, found.id, userId, clock.now());
          if (!redeemed) throw new AppError('water_card_used');
          await credit(trx, {
            userId,
            amountMinor: redeemed.valueMinor,
            from: 'water_cards',
            reason: 'water_card_redeem',
            reference: `water_card:${redeemed.id}`,
            idempotencyKey: `water-card-redeem:${redeemed.id}`,
          });
          return {
            id: redeemed.id,
            value: formatMinor(redeemed.valueMinor),
            distributor: redeemed.distributorUserId,
          };
        },
      );
      deps.changed(userId, { type: 'wallet_changed' });
      deps.changed(card.distributor, { type: 'membership_changed', what: 'distributor' });
      return { value: card.value, balance: formatMinor(await deps.balanceOf(userId)) };
    },

    /** The cards a member redeemed, newest first (codes masked). */
    redeemed(userId: number, query: PageQuery) {
      return pageShownTogether(
        query,
        (offset, limit) =>
          waterCardsRepository.page(db, { redeemedByUserId: userId }, offset, limit),
        shown(userId),
      );
    },

    /** Every issued card, newest first (codes masked); filter state and distributor (admin console). */
    all(query: PageQuery & { state?: string; distributor_user_id?: number }) {
      return pageShownTogether(
        query,
        (offset, limit) =>
          waterCardsRepository.page(
            db,
            { state: query.state, distributorUserId: query.distributor_user_id },
            offset,
            limit,
          ),
        shown('admin'),
      );
    },
  };
}
