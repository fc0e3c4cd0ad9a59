import { OPEN_REFUND_STATES, REFUND_STATE } from '@cloudmall/contract/orders';
import type { IconName } from '../../components/ui/icon';
import { compareMoney, formatMoney, toMinor } from '../../lib/money';

export type RefundStateName = keyof typeof REFUND_STATE;
/** Refund states by name, indexed by state (protocol §4.3): the i18n key `state.<name>` and the banner icon. */
export const REFUND_STATE_NAMES = (Object.keys(REFUND_STATE) as RefundStateName[]).sort(
  (a, b) => REFUND_STATE[a] - REFUND_STATE[b],
);

/** The name of a refund state (0-6); an unknown number reads as "applied" so a page never breaks. */
export const refundStateKey = (state: number): RefundStateName =>
  REFUND_STATE_NAMES[state] ?? 'applied';

/** Reasons 0-6: i18n keys `reason.<name>`. */
export const REFUND_REASON_NAMES = [
  'dislike',
  'emptyParcel',
  'notDelivered',
  'mismatch',
  'quality',
  'missingItems',
  'counterfeit',
] as const;
export const refundReasonKey = (reason: number): string => REFUND_REASON_NAMES[reason] ?? 'dislike';

/** 0 refund only, 1 return and refund: i18n keys `type.<name>`. */
export const refundTypeKey = (type: number): 'refundOnly' | 'returnRefund' =>
  type === 1 ? 'returnRefund' : 'refundOnly';

/** Who wrote a log line: `actor.<name>` (the buyer and the shop show their own names). */
export const refundActorKey = (actor: number): 'buyer' | 'shop' | 'platform' | 'system' =>
  (['buyer', 'shop', 'platform', 'system'] as const)[actor] ?? 'system';

export const STATE_ICONS: Record<RefundStateName, IconName> = {
  applied: 'hourglass',
  agreed: 'box',
  refused: 'alert',
  arbitration: 'shield',
  refunded: 'check',
  closed: 'close',
  returnShipped: 'truck',
};

/** Whether the request is still running (the list shows those in the brand colour). */
export const isOpenState = (state: number): boolean =>
  (OPEN_REFUND_STATES as readonly number[]).includes(state);

export type RefundAction = 'edit' | 'close' | 'arbitrate' | 'ship' | 'log';

/** What the buyer can do with a request in each state (same rules as the server's state table). */
export function refundActions(refund: { state: number; type: number }): RefundAction[] {
  const actions: RefundAction[] = [];
  if (refund.state === 1 && refund.type === 1) actions.push('ship');
  if (refund.state === 2) actions.push('arbitrate');
  if (refund.state === 0 || refund.state === 2) actions.push('edit');
  if ([0, 1, 2, 6].includes(refund.state)) actions.push('close');
  actions.push('log');
  return actions;
}

/** The apply/edit amount check: the `refunds:form.*` key of the problem, or undefined when it is fine. */
export function amountProblem(
  value: string,
  max: string,
): 'amountRequired' | 'amountInvalid' | 'amountTooHigh' | undefined {
  const text = value.trim();
  if (text === '') return 'amountRequired';
  if (!/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/.test(text) || toMinor(text) <= 0n) return 'amountInvalid';
  if (compareMoney(text, max) > 0) return 'amountTooHigh';
  return undefined;
}

/** A typed amount as the wire wants it ("12.5" → "12.50"). */
export const normalizeAmount = (value: string): string => formatMoney(value.trim());

/** A tracking number a courier could have issued: 4-40 letters, digits or dashes. */
export const isTrackingNumber = (value: string): boolean =>
  /^[A-Za-z0-9-]{4,40}$/.test(value.trim());

/** Whole days and hours until a deadline (unix seconds), or null once it passed or when there is none. */
export function timeLeft(dueTime: number, nowMs: number): { days: number; hours: number } | null {
  if (!dueTime) return null;
  const left = dueTime * 1000 - nowMs;
  if (left <= 0) return null;
  const hours = Math.floor(left / 3_600_000);
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/** A parcel that never arrived cannot be sent back: without receipt only "refund only" is offered. */
export const typesFor = (expressType: number): number[] => (expressType === 1 ? [0, 1] : [0]);
