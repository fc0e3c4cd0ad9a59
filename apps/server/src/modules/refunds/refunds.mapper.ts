import { formatMinor } from '@cloudmall/contract';
import {
  type RefundInfo,
  type RefundLog,
  type RefundRow,
  RETURN_COURIERS,
  type ShopRefundRow,
} from '@cloudmall/contract/orders';
import type { refundLogs } from '../../db/schema/refunds.schema.ts';
import { unixSeconds } from '../../platform/clock.ts';
import type { PostalAddress } from '../../platform/postal-address.ts';
import type { RefundView } from './refunds.repository.ts';

type LogRecord = typeof refundLogs.$inferSelect;

export const toRefundGoods = (item: RefundView['item']) => ({
  id: item.id,
  goods_id: item.goodsId,
  title: item.title,
  image: item.image,
  difference: item.difference,
  price: formatMinor(item.priceMinor),
  number: item.number,
  actual_payment: formatMinor(item.actualMinor),
});

export const toRefundRow = ({ refund, item, shop }: RefundView): RefundRow => ({
  id: refund.id,
  order_id: refund.orderId,
  shop_id: refund.shopId,
  goods_ids: refund.orderItemId,
  price: formatMinor(refund.amountMinor),
  type: refund.type,
  reason: refund.reason,
  state: refund.state,
  createtime: unixSeconds(refund.createdAt),
  goods: toRefundGoods(item),
  shop: { id: shop.id, shopname: shop.shopname, avatar: shop.avatar },
});

/** Every field of a request but the buyer-only extras (return address, couriers, log). */
export function toRefundDetail(view: RefundView, dueAt: Date | null) {
  const { refund } = view;
  return {
    ...toRefundRow(view),
    expressType: refund.expressType,
    images: refund.images,
    refund_content: refund.content,
    refuse_content: refund.refuseContent,
    express_name: refund.expressName,
    express_no: refund.expressNo,
    agreetime: unixSeconds(refund.agreedAt),
    returntime: unixSeconds(refund.returnedAt),
    rejecttime: unixSeconds(refund.refusedAt),
    closingtime: unixSeconds(refund.closedAt),
    completetime: unixSeconds(refund.completedAt),
    due_time: unixSeconds(dueAt),
  };
}

export const toShopRefundRow = (view: RefundView, dueAt: Date | null): ShopRefundRow => ({
  ...toRefundDetail(view, dueAt),
  buyer: { id: view.buyer.id, nickname: view.buyer.nickname },
});

/** A log line named after who wrote it: the buyer, the shop, or (empty) the platform and the system. */
export const toRefundLog = (row: LogRecord, view: RefundView): RefundLog => ({
  id: row.id,
  type: row.actor,
  event: row.event,
  content: row.content,
  name: row.actor === 0 ? view.buyer.nickname : row.actor === 1 ? view.shop.shopname : '',
  avatar: row.actor === 0 ? view.buyer.avatar : row.actor === 1 ? view.shop.avatar : '',
  createtime: unixSeconds(row.createdAt),
});

export const COURIERS: RefundInfo['kuaidi'] = RETURN_COURIERS.map((name, index) => ({
  id: index + 1,
  name,
  code: name,
}));

/** The return address as the protocol's `shopConfig`. */
export const toReturnAddress = (address: PostalAddress | undefined, shop: { shopname: string }) =>
  address
    ? {
        returnName: address.name,
        returnPhoneNum: address.mobile,
        returnAddr: [address.province, address.city, address.district, address.address]
          .filter(Boolean)
          .join(' '),
      }
    : { returnName: shop.shopname, returnPhoneNum: '', returnAddr: '' };
