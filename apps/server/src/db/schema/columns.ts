import type { Translations } from '@cloudmall/contract';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, jsonb, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** A bigint read as a JavaScript number (ids and cents stay far below 2^53). */
export const bigintNumber = <TName extends string>(name: TName) => bigint(name, { mode: 'number' });

/** A timestamp with time zone (every moment the database keeps). */
export const timestamptz = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true });

/** The `id` most tables are keyed by: a bigserial read as a number. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** A required reference to another table's row by its bigint id, e.g. `requiredRef('order_id', () => orders.id)`. */
export const requiredRef = (
  name: string,
  column: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) => bigintNumber(name).notNull().references(column, actions);

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** An amount of money in minor units (cents), read as a bigint. */
export const money = <TName extends string>(name: TName) => bigint(name, { mode: 'bigint' });

/** An amount of money that is zero until something adds to it (fees, discounts, balances). */
export const moneyDefaultZero = <TName extends string>(name: TName) =>
  money(name)
    .notNull()
    .default(sql`0`);

/** A JSON list that starts empty. */
export const jsonList = <TItem>(name: string) =>
  jsonb(name)
    .$type<TItem[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** Text per language beside the English columns (contract `translationsSchema`). */
export const translations = () => jsonb('translations').$type<Translations>().notNull().default({});
