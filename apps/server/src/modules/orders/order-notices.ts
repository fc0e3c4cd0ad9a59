import type { MessageParams } from '../../platform/messages/messages.ts';
import {
  isNoticeKey,
  type NoticeKey,
  type NoticeMessage,
} from '../../platform/messages/notice-messages.ts';
import type { OrderRecord } from './order-records.ts';

/** Tells the buyer about a committed transition of their order (after commit; never undoes it). */
export type Tell = (
  userId: number,
  action: string,
  order: OrderRecord,
  params?: MessageParams,
) => void;

/** Transitions that move the parcel: the buyer also gets a `logistics` notice. */
const LOGISTICS_NOTICE: Record<string, 'shipped' | 'delivered'> = {
  ship: 'shipped',
  confirm: 'delivered',
  autoConfirm: 'delivered',
};

/** The buyer's `order` notice of a transition (`order.<action>`, else `order.update`). */
export function orderNotice(
  action: string,
  order: OrderRecord,
  params: MessageParams = {},
): NoticeMessage {
  const key = `order.${action}`;
  return {
    key: isNoticeKey(key) ? key : 'order.update',
    params: { orderNo: order.orderNo, ...params },
  };
}

/** The buyer's `logistics` notice of a transition that moved the parcel, with its carrier and number once shipped. */
export function parcelNotice(action: string, order: OrderRecord): NoticeMessage | null {
  const moved = LOGISTICS_NOTICE[action];
  if (!moved) return null;
  const key: NoticeKey = order.expressNo ? `logistics.${moved}` : `logistics.${moved}Untracked`;
  return {
    key,
    params: {
      orderNo: order.orderNo,
      carrier: order.expressName ?? '',
      trackingNo: order.expressNo ?? '',
    },
  };
}
