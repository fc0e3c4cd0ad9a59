import { CONSOLE_ADMINS, CONSOLE_MERCHANTS, CONSOLE_SERVICE_DESK } from '../access/roles.ts';
import { defineRoute } from '../shared/define-route.ts';
import { pageSchema } from '../shared/envelope.ts';
import { PageQuerySchema } from '../shared/envelope.ts';
import { DoneSchema } from '../shared/wire-fields.ts';
import {
  ComplaintDecideInputSchema,
  ComplaintQuerySchema,
  ConsoleServiceRequestSchema,
  ConsultationAnswerInputSchema,
  ConsultationQuerySchema,
  FeedbackCloseInputSchema,
  FeedbackQuerySchema,
  FeedbackReplyInputSchema,
  ServiceRequestSchema,
} from './service.schemas.ts';

const Listed = pageSchema(ConsoleServiceRequestSchema);

/** The console's service desk: every decision is audited and tells the member. */
export const serviceConsoleRoutes = {
  feedbackList: defineRoute({
    method: 'GET',
    path: '/console/service/feedback/list',
    ...CONSOLE_SERVICE_DESK,
    input: FeedbackQuerySchema,
    output: Listed,
    errors: [],
    summary: 'Feedback by state and type, newest first.',
  }),
  feedbackReply: defineRoute({
    method: 'POST',
    path: '/console/service/feedback/reply',
    ...CONSOLE_SERVICE_DESK,
    input: FeedbackReplyInputSchema,
    output: DoneSchema,
    errors: ['not_found', 'service_request_closed'],
    summary: 'Replies to feedback (submitted or replied: a new reply replaces the old); audited.',
  }),
  feedbackClose: defineRoute({
    method: 'POST',
    path: '/console/service/feedback/close',
    ...CONSOLE_SERVICE_DESK,
    input: FeedbackCloseInputSchema,
    output: DoneSchema,
    errors: ['not_found', 'service_request_closed'],
    summary: 'Closes feedback with a reason; audited.',
  }),
  complaintList: defineRoute({
    method: 'GET',
    path: '/console/service/complaint/list',
    ...CONSOLE_ADMINS,
    input: ComplaintQuerySchema,
    output: Listed,
    errors: [],
    summary: 'Complaints by state and target type, newest first.',
  }),
  complaintDecide: defineRoute({
    method: 'POST',
    path: '/console/service/complaint/decide',
    ...CONSOLE_ADMINS,
    input: ComplaintDecideInputSchema,
    output: DoneSchema,
    errors: ['not_found', 'service_state_invalid'],
    summary:
      'Moves a complaint: pending → processing, pending or processing → resolved or rejected, with a reply; audited.',
  }),
  shopComplaints: defineRoute({
    method: 'GET',
    path: '/console/service/complaint/shop',
    ...CONSOLE_MERCHANTS,
    input: PageQuerySchema,
    output: pageSchema(ServiceRequestSchema),
    errors: ['shop_not_found'],
    summary: 'Complaints against the merchant’s own shop (read-only, without the complainer).',
  }),
  consultationList: defineRoute({
    method: 'GET',
    path: '/console/service/consultation/list',
    ...CONSOLE_SERVICE_DESK,
    input: ConsultationQuerySchema,
    output: Listed,
    errors: [],
    summary: 'Expert consultations by state, newest first.',
  }),
  consultationAnswer: defineRoute({
    method: 'POST',
    path: '/console/service/consultation/answer',
    ...CONSOLE_SERVICE_DESK,
    input: ConsultationAnswerInputSchema,
    output: DoneSchema,
    errors: ['not_found'],
    summary: 'Answers a consultation (a later answer replaces the earlier); audited.',
  }),
};
