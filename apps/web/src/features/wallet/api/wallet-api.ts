import { type RouteInput } from '@cloudmall/contract';
import { walletRoutes } from '@cloudmall/contract/wallet';
import { api } from '../../../lib/api';

/**
 * Calls that move money or change the member's wallet. They show the global loading indicator and
 * stay silent: the form shows the failure next to what the member typed.
 */
const mutation = { loading: true, silent: true } as const;

export function requestWithdrawal(input: RouteInput<typeof walletRoutes.withdraw>) {
  return api.call(walletRoutes.withdraw, input, mutation);
}

export function cancelWithdrawal(id: number) {
  return api.call(walletRoutes.cancelWithdrawal, { id }, mutation);
}

export function previewTransfer(to: string, amount: string) {
  return api.call(walletRoutes.transferPreview, { to, amount }, mutation);
}

export function sendTransfer(input: RouteInput<typeof walletRoutes.transfer>) {
  return api.call(walletRoutes.transfer, input, mutation);
}

export function exchangePoints(points: number, idempotencyKey: string) {
  return api.call(
    walletRoutes.exchangePoints,
    { points, idempotency_key: idempotencyKey },
    mutation,
  );
}

export function addBankAccount(input: RouteInput<typeof walletRoutes.addBank>) {
  return api.call(walletRoutes.addBank, input, mutation);
}

export function deleteBankAccount(id: number) {
  return api.call(walletRoutes.deleteBank, { id }, mutation);
}

export function submitKyc(input: RouteInput<typeof walletRoutes.submitKyc>) {
  return api.call(walletRoutes.submitKyc, input, mutation);
}
