import { z } from 'zod';
import { PageQuerySchema } from '../shared/envelope.ts';
import { IdSchema } from '../shared/input-bounds.ts';
import { memberRefShape, UnixTimeSchema } from '../shared/wire-fields.ts';

/** What a member asks the service desk about: feedback, a complaint or an expert consultation (`bingli`). */
export const SERVICE_KINDS = ['feedback', 'complaint', 'consultation'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const FEEDBACK_TYPES = ['suggestion', 'problem', 'other'] as const;
export const FEEDBACK_STATES = ['submitted', 'replied', 'closed'] as const;
export const COMPLAINT_TARGETS = ['member', 'goods', 'shop'] as const;
export type ComplaintTarget = (typeof COMPLAINT_TARGETS)[number];
export const COMPLAINT_REASONS = ['fraud', 'quality', 'service', 'abuse', 'other'] as const;
export const COMPLAINT_STATES = ['pending', 'processing', 'resolved', 'rejected'] as const;
export const CONSULTATION_STATES = ['pending', 'answered'] as const;
export const SERVICE_STATES = [
  ...new Set([...FEEDBACK_STATES, ...COMPLAINT_STATES, ...CONSULTATION_STATES]),
] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** How many photos one request carries at most. */
export const SERVICE_PHOTOS_MAX = 4;

/**
 * Photos of a request: paths the upload route answered for pictures (re-encoded to WebP there), so a
 * video, a private identity photo or an outside address is refused (`invalid_photo`).
 */
export const ServicePhotosSchema = z
  .array(
    z
      .string()
      .max(120, 'too_long')
      .regex(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/, 'invalid_value'),
  )
  .max(SERVICE_PHOTOS_MAX, 'invalid_value')
  .default([]);

const Content = z.string({ error: 'required' }).trim().min(5, 'required').max(1000, 'too_long');
const Contact = z.string().trim().max(64, 'too_long').default('');
/** What every request carries after its own fields: its text, photos and a contact. */
const requestBody = { content: Content, images: ServicePhotosSchema, contact: Contact };

export const FeedbackInputSchema = z
  .object({
    type: z.enum(FEEDBACK_TYPES, { error: 'invalid_value' }),
    ...requestBody,
  })
  .strict();

export const ComplaintInputSchema = z
  .object({
    target_type: z.enum(COMPLAINT_TARGETS, { error: 'invalid_value' }),
    target_id: IdSchema,
    reason: z.enum(COMPLAINT_REASONS, { error: 'invalid_value' }),
    ...requestBody,
  })
  .strict();

export const ConsultationInputSchema = z
  .object({
    subject: z.string({ error: 'required' }).trim().min(2, 'required').max(80, 'too_long'),
    ...requestBody,
  })
  .strict();

export const MyRequestsQuerySchema = PageQuerySchema.extend({
  kind: z.enum(SERVICE_KINDS, { error: 'invalid_value' }),
});

/**
 * One request as its member sees it. `category` is the feedback type, the complaint reason or ''
 * (consultation); `target_*` only for complaints (`target_name` '' when the target is gone).
 */
export const ServiceRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SERVICE_KINDS),
  category: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  target_name: z.string(),
  subject: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  contact: z.string(),
  state: z.enum(SERVICE_STATES),
  /** The service desk's answer ('' until there is one). */
  reply: z.string(),
  replied_at: UnixTimeSchema,
  createtime: UnixTimeSchema,
});
export type ServiceRequest = z.infer<typeof ServiceRequestSchema>;

/** A request as the console lists it: with the member who sent it. */
export const ConsoleServiceRequestSchema = ServiceRequestSchema.extend(memberRefShape);
export type ConsoleServiceRequest = z.infer<typeof ConsoleServiceRequestSchema>;

const ConsoleQuery = PageQuerySchema.extend({
  /** A member id or username. */
  q: z.string().trim().max(64, 'too_long').default(''),
});
export const FeedbackQuerySchema = ConsoleQuery.extend({
  state: z.enum(FEEDBACK_STATES, { error: 'invalid_value' }).optional(),
  type: z.enum(FEEDBACK_TYPES, { error: 'invalid_value' }).optional(),
});
export const ComplaintQuerySchema = ConsoleQuery.extend({
  state: z.enum(COMPLAINT_STATES, { error: 'invalid_value' }).optional(),
  target_type: z.enum(COMPLAINT_TARGETS, { error: 'invalid_value' }).optional(),
});
export const ConsultationQuerySchema = ConsoleQuery.extend({
  state: z.enum(CONSULTATION_STATES, { error: 'invalid_value' }).optional(),
});

/** The answer the member reads: required, bounded. */
export const ServiceReplySchema = z
  .string({ error: 'required' })
  .trim()
  .min(2, 'required')
  .max(1000, 'too_long');

export const FeedbackReplyInputSchema = z
  .object({ id: IdSchema, reply: ServiceReplySchema })
  .strict();
export const FeedbackCloseInputSchema = z
  .object({
    id: IdSchema,
    reason: z.string({ error: 'required' }).trim().min(2, 'required').max(200, 'too_long'),
  })
  .strict();
export const ComplaintDecideInputSchema = z
  .object({
    id: IdSchema,
    to: z.enum(['processing', 'resolved', 'rejected'], { error: 'invalid_value' }),
    reply: ServiceReplySchema,
  })
  .strict();
export const ConsultationAnswerInputSchema = FeedbackReplyInputSchema;
