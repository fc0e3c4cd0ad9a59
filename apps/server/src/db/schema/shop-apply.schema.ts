import { sql } from 'drizzle-orm';
import { check, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigintNumber, createdAt, serialId, timestamptz, updatedAt } from './columns.ts';
import { memberId } from './identity.schema.ts';

/**
 * A member's application for a shop (protocol `wanlshop_auth`), one per member, reused when a
 * refused one is edited and sent again. `state`: `draft` (saved, not sent), `pending` (sent, waiting
 * for an admin), `certified` (approved: `shop_id` names the shop opened and the member holds the
 * `merchant` console role) or `refused` (`reason` says why). Identity photos are private uploads
 * (`/private/kyc/...`), shown only through short-lived signed addresses.
 */
export const shopApplications = pgTable(
  'shop_applications',
  {
    id: serialId(),
    userId: memberId(),
    storeType: varchar('store_type', { length: 16 }).notNull(),
    shopname: varchar('shopname', { length: 32 }).notNull(),
    idType: varchar('id_type', { length: 24 }).notNull(),
    idNumber: varchar('id_number', { length: 32 }).notNull(),
    realName: varchar('real_name', { length: 64 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    frontImage: varchar('front_image', { length: 255 }).notNull(),
    backImage: varchar('back_image', { length: 255 }).notNull(),
    licenceImage: varchar('licence_image', { length: 255 }).notNull(),
    state: varchar('state', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    shopId: bigintNumber('shop_id'),
    decidedBy: bigintNumber('decided_by'),
    submittedAt: timestamptz('submitted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shop_applications_user_key').on(t.userId),
    index('shop_applications_state_idx').on(t.state, t.submittedAt),
    check(
      'shop_applications_state_known',
      sql`${t.state} in ('draft', 'pending', 'certified', 'refused')`,
    ),
  ],
);
export type ShopApplicationRow = typeof shopApplications.$inferSelect;
