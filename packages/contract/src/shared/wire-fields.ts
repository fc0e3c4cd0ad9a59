import { z } from 'zod';

/** A moment as the wire carries it: unix seconds (0 where a row has no such moment yet). */
export const UnixTimeSchema = z.number().int();

/** A picture as the server sends it: an `/uploads/...` path or an absolute URL ('' when none). */
export const ImageUrlSchema = z.string();

/** A money figure as the wire carries it: a two-decimal string, signed where it is a movement ("-12.30"). */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** The answer of an action that has nothing to report but that it was done. */
export const DoneSchema = z.literal(true);

/**
 * Whole-number counters (badges, tallies), one field a name in the order given:
 * `z.object(countFields('used', 'unused'))` is `{ used: number; unused: number }` on the wire.
 */
export const countFields = <const K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, z.number().int()])) as { [P in K]: z.ZodNumber };

/**
 * Money figures (`MoneySchema`), one field a name in the order given:
 * `z.object(moneyFields('held', 'available'))` is `{ held: string; available: string }` on the wire.
 */
export const moneyFields = <const K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, MoneySchema])) as { [P in K]: typeof MoneySchema };

/** The answer of an action on one row (saved, removed): the row's id. */
export const RowIdSchema = z.object({ id: z.number().int() });

/** The member a console row is about: id and login name. */
export const memberRefShape = { user_id: z.number().int(), username: z.string() };

/** A member as other members see them: id, display name and picture. */
export const memberFaceShape = {
  user_id: z.number().int(),
  nickname: z.string(),
  avatar: ImageUrlSchema,
};
