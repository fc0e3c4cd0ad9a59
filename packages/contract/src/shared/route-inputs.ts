import { z } from 'zod';
import { PageQuerySchema } from './envelope.ts';
import { IdSchema } from './input-bounds.ts';

/**
 * Inputs many routes share. The strict ones refuse unknown fields; the loose ones ignore them
 * (protocol routes the member app calls with extra fields).
 */
export const EmptyInputSchema = z.object({}).strict();
export const EmptyLooseInputSchema = z.object({});

/** One row by its id. */
export const IdInputSchema = z.object({ id: IdSchema }).strict();
export const IdLooseInputSchema = z.object({ id: IdSchema });

/** A page of a list searched by a keyword (part of a name); other filters extend it. */
export const KeywordPageQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(60).optional(),
});
