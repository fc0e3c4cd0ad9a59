import { z } from 'zod';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import { RowIdSchema } from '../shared/wire-fields.ts';
import {
  ComplaintInputSchema,
  ConsultationInputSchema,
  FeedbackInputSchema,
  MyRequestsQuerySchema,
  ServiceRequestSchema,
} from './service.schemas.ts';

/** The member's service desk: feedback, complaints and expert consultations, and their answers. */
export const serviceRoutes = {
  feedback: defineRoute({
    method: 'POST',
    path: '/service/feedback/add',
    auth: 'member',
    input: FeedbackInputSchema,
    output: RowIdSchema,
    errors: [],
    summary: 'Sends feedback (suggestion, problem, other) with up to 4 uploaded photos.',
  }),
  complaint: defineRoute({
    method: 'POST',
    path: '/service/complaint/add',
    auth: 'member',
    input: ComplaintInputSchema,
    output: RowIdSchema,
    errors: ['complaint_target_missing', 'complaint_target_self'],
    summary:
      'Complains about a member, a goods item or a shop that exists and is not the member’s own.',
  }),
  consultation: defineRoute({
    method: 'POST',
    path: '/service/consultation/add',
    auth: 'member',
    input: ConsultationInputSchema,
    output: RowIdSchema,
    errors: [],
    summary: 'Asks the experts a question (subject, description, photos, contact).',
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/service/requests/mine',
    auth: 'member',
    input: MyRequestsQuerySchema,
    output: pageSchema(ServiceRequestSchema),
    errors: [],
    summary: 'The member’s own requests of one kind, newest first, with the desk’s answers.',
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/service/requests/detail',
    auth: 'member',
    input: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    output: ServiceRequestSchema,
    errors: ['not_found'],
    summary: 'One of the member’s own requests (another member’s id is not found).',
  }),
};
