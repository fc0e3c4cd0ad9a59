import { z } from 'zod';
import { UnixTimeSchema } from './wire-fields.ts';

/** Every answer of the API: `code` 1 is success, 0 a business failure, 401/403 auth failures. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), time: UnixTimeSchema, data });

export type Envelope<T> = { code: number; msg: string; time: number; data: T };

export const FieldErrorSchema = z.object({ field: z.string(), key: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** `data` of a validation failure: which fields, and a message key for each. */
export const ValidationErrorDataSchema = z.object({ fields: z.array(FieldErrorSchema) });

/** Paging input: 1-based page, bounded page size. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  list_rows: z.coerce.number().int().min(1).max(100).default(15),
});

/** The page shape of the protocol: `{ total, per_page, current_page, last_page, data }`. */
export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    data: z.array(row),
  });

export type Page<T> = {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: T[];
};
