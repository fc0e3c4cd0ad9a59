import { ChatMessageBodySchema, type ChatMessageBody } from '@cloudmall/contract/chat';
import { formatMoney } from '../../lib/money';
import { parseJson } from '../../lib/parse-json';

export type ChatGoods = Extract<ChatMessageBody, { type: 'goods' }>['content'];

/**
 * The `goods` query of /pages/notice/chat: JSON {id, title, image, price} handed over by a product
 * page. The price may come as a number or without cents; anything else that does not fit the
 * contract's goods message is ignored (no card). Only a picture of this site's own uploads is shown
 * (a link could otherwise make the page fetch any URL); the message sent names only the goods id.
 */
export function parseGoodsParam(raw: string | null): ChatGoods | undefined {
  const value = parseJson(raw);
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, title, image, price } = value as Record<string, unknown>;
  const normalized = {
    id: typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id,
    title,
    image: typeof image === 'string' && /^\/uploads\//.test(image) ? image : '',
    price: typeof price === 'number' || typeof price === 'string' ? formatMoney(price) : price,
  };
  const parsed = ChatMessageBodySchema.safeParse({ type: 'goods', content: normalized });
  return parsed.success && parsed.data.type === 'goods' ? parsed.data.content : undefined;
}
