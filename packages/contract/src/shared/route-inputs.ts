import { z } from 'zod';
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
