import sharp from 'sharp';
import { multipartFile } from '../multipart.ts';
import { openSocket } from '../socket-client.ts';
import { call } from '../test-app.ts';
import { chatRoutes } from '@cloudmall/contract/chat';
import { orderRoutes, refundRoutes } from '@cloudmall/contract/orders';
import {
  clientCall,
  clientHeaders,
  deliveredData,
  list,
  need,
  readPage,
  type Step,
} from './client.ts';

const TEXT = '你好，有货吗？';

/** Where the client sends an upload: `uploadurl` as is when absolute, else after `appurl`. */
function uploadPath(uploadUrl: string): string {
  return /^https?:\/\//.test(uploadUrl) ? new URL(uploadUrl).pathname : `/api${uploadUrl}`;
}

/** Refund (pages/user/refund/*), coupons, chat (pages/notice/chat.vue), notices, sign-in. */
export const AFTER_SALES: Step[] = [
  {
    name: 'asks for the upload settings before picking a photo (common/uploadData)',
    method: 'GET',
    path: '/wanlshop/common/uploadData',
    read: (res, s) => {
      s.uploadUrl = need(res.uploadurl, 'res.uploadurl');
      s.uploadStorage = need(res.storage, 'res.storage');
      if (s.uploadStorage !== 'local') need(res.multipart, 'res.multipart');
    },
  },
  {
    name: 'uploads the photo to uploadurl as multipart "file" (uni.uploadFile)',
    async run(w) {
      const png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#c04000' },
      })
        .png()
        .toBuffer();
      const { payload, headers } = multipartFile('photo.png', png, 'image/png');
      const response = await w.t.app.inject({
        method: 'POST',
        url: uploadPath(w.s.uploadUrl ?? '/common/upload'),
        headers: { ...clientHeaders(w.s.buyerToken), ...headers },
        payload,
      });
      const data = deliveredData(response.statusCode, response.body) as { fullurl?: string };
      w.s.uploadedUrl = need(data?.fullurl, 'data.fullurl');
    },
  },
  {
    name: 'applies for a refund of the shipped goods with the photo (refund/addApply)',
    method: 'POST',
    path: '/wanlshop/refund/addApply',
    setup: async (w) => {
      if (w.s.orderGoods || !w.s.orderId) return;
      const { body } = await call(w.t, orderRoutes.info, { id: w.s.orderId }, w.s.buyerToken);
      w.s.orderGoods = body.data?.goods[0] as Record<string, unknown> | undefined;
    },
    data: (s) => ({
      order_id: s.orderId,
      order_type: 'goods',
      expressType: 0,
      type: 0,
      reason: 4,
      goods: s.orderGoods?.id,
      money: String(s.orderGoods?.actual_payment ?? s.orderGoods?.price ?? s.skuPrice),
      images: s.uploadedUrl ? [s.uploadedUrl] : [],
      refund_content: '',
    }),
    read: (res, s) => {
      s.refundId = need(res, 'res (the refund id)');
    },
  },
  {
    name: 'opens the refund details (refund/getRefundInfo)',
    method: 'GET',
    path: '/wanlshop/refund/getRefundInfo',
    setup: async (w) => {
      if (w.s.refundId || !w.s.orderId || !w.s.orderGoods) return;
      const goods = w.s.orderGoods as { id: number; actual_payment?: string; price?: string };
      const { body } = await call(
        w.t,
        refundRoutes.addApply,
        { order_id: w.s.orderId, goods: goods.id, money: '0.01', type: 0, reason: 0 },
        w.s.buyerToken,
      );
      w.s.refundId = body.data;
    },
    data: (s) => ({ id: need(s.refundId, 'the refund id') }),
    read: (res) => {
      need(res.id, 'res.id');
      // The countdown to the automatic agreement reads config.autoagree while the request waits (state 0).
      if (need(res.state, 'res.state') == 0) need(res.config?.autoagree, 'res.config.autoagree');
      need(res.goods, 'res.goods');
    },
  },
  {
    name: 'lists its coupons (coupon/getMyList)',
    method: 'GET',
    path: '/wanlshop/coupon/getMyList',
    data: () => ({ state: 1, page: 1 }),
    read: (res) => void readPage(res),
  },
  {
    name: 'opens the shop chat from the goods page (POST chat/getShopChat)',
    method: 'POST',
    path: '/wanlshop/chat/getShopChat',
    setup: async (w) => {
      // The shop owner runs the client too: its socket is open and bound by chat/shake.
      w.ownerSocket = await openSocket(w.wsUrl);
      await clientCall(w.t, {
        method: 'POST',
        path: '/wanlshop/chat/shake',
        data: { client_id: w.ownerSocket.clientId },
        token: w.s.merchantToken,
      }).catch(() => undefined);
    },
    data: (s) => ({ id: s.shopId, type: 'chat' }),
    read: (res, s) => {
      s.shopChat = { to_id: need(res.user_id, 'res.user_id'), shop_id: need(res.id, 'res.id') };
      need(res.shopname, 'res.shopname');
    },
  },
  {
    name: "sends a text message as the client's message object (chat/send)",
    method: 'POST',
    path: '/wanlshop/chat/send',
    data: (s) => ({
      id: 1,
      type: 'chat',
      to_id: s.shopChat?.to_id ?? s.shopOwnerId,
      form: { id: s.buyerId, avatar: '', name: s.buyerNickname },
      message: { type: 'text', content: { text: TEXT } },
      createtime: Math.floor(Date.now() / 1000),
    }),
    read: (_res, s) => {
      s.chatSent = true;
    },
  },
  {
    name: "reaches the shop owner's socket as a chat push",
    async run(w) {
      if (!w.s.chatSent)
        await call(
          w.t,
          chatRoutes.send,
          { to_id: w.s.shopOwnerId, shop_id: w.s.shopId, type: 'text', content: { text: TEXT } },
          w.s.buyerToken,
        );
      const push = await need(w.ownerSocket, 'the shop owner socket').next(
        (m) => m.type === 'chat',
      );
      const form = need(push.form as Record<string, unknown>, 'push.form');
      need(form.id, 'push.form.id');
      need(form.name, 'push.form.name');
      const message = need(
        push.message as { type?: string; content?: { text?: string } },
        'push.message',
      );
      if (message.type !== 'text' || message.content?.text !== TEXT)
        throw new Error(`push.message is ${JSON.stringify(message)}`);
    },
  },
  {
    name: 'loads older messages (POST chat/history)',
    method: 'POST',
    path: '/wanlshop/chat/history',
    data: (s) => ({ to_id: s.shopChat?.to_id ?? s.shopOwnerId, page: 1 }),
    read: (res) => {
      for (const item of readPage(res)) need(item.message?.type, 'res.data[].message.type');
    },
  },
  ...(['notice', 'order'] as const).map((type): Step => ({
    name: `lists the ${type} notices (notice/getNoticeList type ${type})`,
    method: 'GET',
    path: '/wanlshop/notice/getNoticeList',
    data: () => ({ type, page: 1 }),
    read: (res) => {
      readPage(res);
      need(res.total, 'res.total');
    },
  })),
  {
    name: 'opens the sign-in calendar (signin/getSignin)',
    method: 'GET',
    path: '/wanlshop/signin/getSignin',
    read: (res) => {
      for (const key of ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 'sn'])
        need(res.signinscore?.[key], `res.signinscore.${key}`);
      for (const item of list(res.list, 'res.list')) need(item.createtime, 'res.list[].createtime');
      need(res.user_score, 'res.user_score');
    },
  },
  {
    name: 'signs in for today (POST signin/dosign)',
    method: 'POST',
    path: '/wanlshop/signin/dosign',
  },
  {
    name: 'reloads the calendar showing today signed (signin/getSignin)',
    method: 'GET',
    path: '/wanlshop/signin/getSignin',
    read: (res) => {
      need(res.signin, 'res.signin (today)');
      need(res.successions, 'res.successions');
      need(res.score, 'res.score');
    },
  },
];
