import { AppError } from '../../platform/http/app-error.ts';

// Every failure the wallet answers with.
export const insufficientBalance = () => new AppError('insufficient_balance');
export const pointsInsufficient = () => new AppError('points_insufficient');
export const rechargeQueueBusy = () => new AppError('recharge_queue_busy');
export const depositAddressExpired = () => new AppError('deposit_address_expired');
export const kycRequired = () => new AppError('kyc_required');
export const kycPending = () => new AppError('kyc_pending');
export const kycAlreadyApproved = () => new AppError('kyc_already_approved');
export const withdrawalAmountInvalid = (rule: string) =>
  new AppError('withdrawal_amount_invalid', 200, { rule });
export const withdrawalNotPending = () => new AppError('withdrawal_not_pending');
export const transferToSelf = () => new AppError('transfer_to_self');
export const transferTargetNotFound = () => new AppError('transfer_target_not_found');
export const bankAccountNotFound = () => new AppError('bank_account_not_found');
export const networkNotSupported = () => new AppError('network_not_supported');
export const notFound = () => new AppError('not_found');
