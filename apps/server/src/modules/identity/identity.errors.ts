import { AppError } from '../../platform/http/app-error.ts';

// Every failure the identity module answers with (spec §8 "Error catalogue").
export const accountIncorrect = () => new AppError('account_incorrect');
export const incorrectPassword = () => new AppError('incorrect_password');
export const invalidInvitationCode = () => new AppError('invalid_invitation_code');
export const usernameExists = () => new AppError('username_exists');
export const accountNotRegistered = () => new AppError('account_not_registered');
export const phoneRegistered = () => new AppError('phone_registered');
export const accountLocked = () => new AppError('account_locked', 403);
export const tooManyAttempts = () => new AppError('too_many_attempts');
export const smsCodeIncorrect = () => new AppError('sms_code_incorrect');
export const smsCodeExpired = () => new AppError('sms_code_expired');
export const smsTooFrequent = () => new AppError('sms_too_frequent');
export const smsUnavailable = () => new AppError('sms_unavailable');
export const samePassword = () => new AppError('same_password');
export const consoleNoRole = () => new AppError('console_no_role');
export const memberAlreadyFrozen = () => new AppError('member_already_frozen');
export const memberNotFrozen = () => new AppError('member_not_frozen');
export const roleAlreadyHeld = () => new AppError('role_already_held');
export const roleNotHeld = () => new AppError('role_not_held');
export const cannotChangeSelf = () => new AppError('cannot_change_self');
