import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintNumber, createdAt, money, serialId, timestamptz, updatedAt } from './columns.ts';
import { memberId } from './identity.schema.ts';

/**
 * A member's application to become a distributor: `pending` until an admin decides, `approved`
 * (the member holds the `distributor` console role) or `refused` (with `refuseReason`; the member
 * may apply again). At most one pending or approved application per member.
 */
export const distributorApplications = pgTable(
  'distributor_applications',
  {
    id: serialId(),
    userId: memberId(),
    name: varchar('name', { length: 50 }).notNull(),
    contact: varchar('contact', { length: 50 }).notNull(),
    region: varchar('region', { length: 50 }).notNull(),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    refuseReason: varchar('refuse_reason', { length: 200 }).notNull().default(''),
    decidedBy: bigintNumber('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('distributor_applications_open_key')
      .on(t.userId)
      .where(sql`${t.state} in ('pending', 'approved')`),
    index('distributor_applications_state_idx').on(t.state),
  ],
);

/** A water-card face value an admin offers distributors. */
export const waterCardFaces = pgTable('water_card_faces', {
  id: serialId(),
  valueMinor: money('value_minor').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A water card (stored value) a distributor bought: its value sits in the platform account
 * `water_cards` until a member redeems the unique one-time `code` into their balance; `unused` →
 * `redeemed` by one guarded update.
 */
export const waterCards = pgTable(
  'water_cards',
  {
    id: serialId(),
    code: varchar('code', { length: 16 }).notNull(),
    valueMinor: money('value_minor').notNull(),
    distributorUserId: memberId('distributor_user_id'),
    /** The purchase (one buy request) the card came from: `distributor_user_id:key`. */
    purchaseKey: varchar('purchase_key', { length: 100 }).notNull(),
    state: varchar('state', { length: 16 }).notNull().default('unused'),
    redeemedByUserId: bigintNumber('redeemed_by_user_id'),
    redeemedAt: timestamptz('redeemed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('water_cards_code_key').on(t.code),
    index('water_cards_distributor_idx').on(t.distributorUserId),
    index('water_cards_purchase_idx').on(t.purchaseKey),
    check('water_cards_state', sql`${t.state} in ('unused', 'redeemed')`),
  ],
);
