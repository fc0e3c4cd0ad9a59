import type { RouteInput } from '@cloudmall/contract';
import { serviceRoutes, type ServiceKind } from '@cloudmall/contract/service';
import { api } from '../../../lib/api';
import { memberKeyOf } from '../../../lib/queries/member-key';
import { pagedQuery } from '../../../lib/queries/paged-query';

/** The feature's query keys: `['service', memberId, ...]` (live-refresh reloads `['service']`). */
export const serviceKeys = { all: ['service'] as const, of: memberKeyOf('service') };

/** The member's own requests of one kind, newest first, page by page. */
export const myRequestsQuery = (kind: ServiceKind) =>
  pagedQuery(serviceKeys.of('mine', kind), serviceRoutes.mine, { kind }, 10);

const quiet = { loading: true, silent: true } as const;

export const sendFeedback = (input: RouteInput<typeof serviceRoutes.feedback>) =>
  api.call(serviceRoutes.feedback, input, quiet);
export const sendComplaint = (input: RouteInput<typeof serviceRoutes.complaint>) =>
  api.call(serviceRoutes.complaint, input, quiet);
export const sendConsultation = (input: RouteInput<typeof serviceRoutes.consultation>) =>
  api.call(serviceRoutes.consultation, input, quiet);

/** One photo to `/uploads/...` (the server re-encodes it; pictures only). */
export const uploadServicePhoto = (file: File) => api.upload(file, { silent: true });
