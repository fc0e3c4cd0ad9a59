import { bigint, bigserial, timestamp } from 'drizzle-orm/pg-core';

/** A bigint read as a JavaScript number (ids and cents stay far below 2^53). */
export const bigintNumber = <TName extends string>(name: TName) => bigint(name, { mode: 'number' });

/** A timestamp with time zone (every moment the database keeps). */
export const timestamptz = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true });

/** The `id` most tables are keyed by: a bigserial read as a number. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** An amount of money in minor units (cents), read as a bigint. */
export const money = <TName extends string>(name: TName) => bigint(name, { mode: 'bigint' });
