import { AppError } from '../../platform/http/app-error.ts';

export const notFound = () => new AppError('not_found');
export const targetMissing = () => new AppError('complaint_target_missing');
export const targetSelf = () => new AppError('complaint_target_self');
export const requestClosed = () => new AppError('service_request_closed');
export const stateInvalid = () => new AppError('service_state_invalid');
