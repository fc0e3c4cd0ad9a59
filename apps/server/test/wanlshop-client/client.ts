import type { TestApp } from '../test-app.ts';
import type { openSocket } from '../socket-client.ts';

/** Who the client is logged in as when it sends a step (`guest` sends no token header). */
export type Who = 'guest' | 'buyer' | 'merchant';

/** What the client keeps between pages (its storage and page state), plus the test's fallbacks. */
export interface JourneyState {
  buyerToken: string;
  merchantToken: string;
  buyerId: number;
  buyerNickname: string;
  shopId: number;
  shopOwnerId: number;
  goodsId: number;
  skuId: number;
  skuPrice: string;
  leafCategoryId: number;
  shopCategoryId?: unknown;
  /** The goods detail's `sku` row the client keeps as `selectshop`. */
  selectedSku: Record<string, unknown>;
  /** `wanlshop:chat_client_id`: what `chat/shake` answered (null until then). */
  chatClientId: unknown;
  /** `wanlshop:cart`: the local cart rows. */
  localCart: Array<Record<string, unknown>>;
  settlement: Array<{ goods_id: unknown; number: unknown; sku_id: unknown }>;
  previewToken?: string;
  previewLists: Array<Record<string, unknown>>;
  addressId?: number;
  payList: Array<Record<string, unknown>>;
  payToken?: string;
  orderId?: number;
  orderType: string;
  paid: boolean;
  orderGoods?: Record<string, unknown>;
  offeredCouponId?: number;
  uploadUrl?: string;
  uploadStorage?: string;
  uploadedUrl?: string;
  refundId?: unknown;
  shopChat?: { to_id: unknown; shop_id: unknown };
  chatSent?: boolean;
}

export type Socket = Awaited<ReturnType<typeof openSocket>>;

/** The running server, the client's state and the open sockets. */
export interface World {
  t: TestApp;
  s: JourneyState;
  wsUrl: string;
  buyerSocket?: Socket;
  ownerSocket?: Socket;
}

export type Data = Record<string, unknown> | undefined;

/** An answer read as the client's JavaScript reads it: any field, checked by `need` and `list`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** One call of the client's journey: what it sends and the fields it reads right after. */
export interface Step {
  /** What the client does (the test's name). */
  name: string;
  method?: 'GET' | 'POST';
  /** The client's url after `appurl` (`https://host/api`), with any query it writes into it. */
  path?: string;
  as?: Who;
  /** The request data exactly as the client builds it (JSON body for POST, query for GET). */
  data?: (s: JourneyState) => Data;
  /** The fields of `data` the client reads; throws when one is missing. */
  read?: (data: Json, s: JourneyState) => void;
  /** World set-up done by others (the merchant shipping, test funding): not a client call. */
  setup?: (w: World) => Promise<void>;
  /** A step that is not one plain `$api` call (raw `uni.request`, socket, upload). */
  run?: (w: World) => Promise<void>;
}

/** The headers `main.js`'s request interceptor adds on an H5 build outside WeChat. */
export function clientHeaders(token?: string): Record<string, string> {
  return {
    ...(token ? { token } : {}),
    'App-Client': 'h5-wanlshop',
    'Accept-Language': 'zh-CN,zh;q=0.9',
  };
}

/** A GET's data as uni-app's H5 `request` writes it into the query: objects as JSON. */
function queryOf(data: Data): string {
  const parts = Object.entries(data ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const text =
        typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
    });
  return parts.join('&');
}

export function tokenFor(s: JourneyState, who: Who = 'buyer'): string | undefined {
  if (who === 'guest') return undefined;
  return who === 'buyer' ? s.buyerToken : s.merchantToken;
}

/**
 * Sends a call as `request.js` does (JSON body, `token` header, `App-Client`) and applies the
 * client's success rule: HTTP 200-401 is delivered, and only `code === 1` is a success; answers `data`.
 */
export async function clientCall(
  t: TestApp,
  call: { method: 'GET' | 'POST'; path: string; data?: Data; token?: string },
): Promise<unknown> {
  const query = call.method === 'GET' ? queryOf(call.data) : '';
  const joiner = call.path.includes('?') ? '&' : '?';
  const response = await t.app.inject({
    method: call.method,
    url: `/api${call.path}${query ? joiner + query : ''}`,
    headers: {
      ...clientHeaders(call.token),
      'content-type': 'application/json;charset=UTF-8',
    },
    ...(call.method === 'POST' ? { payload: JSON.stringify(call.data ?? {}) } : {}),
  });
  return deliveredData(response.statusCode, response.body);
}

/** The client's response rule: answers `data` on success, else throws with what it would toast. */
export function deliveredData(status: number, text: string): unknown {
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`HTTP ${status}, not JSON: ${text.slice(0, 120)}`);
  }
  if (status < 200 || status > 401 || body.code !== 1)
    throw new Error(
      `HTTP ${status} code ${String(body.code)} msg ${String(body.msg)}${body.data ? ` data ${JSON.stringify(body.data).slice(0, 300)}` : ''}`,
    );
  return body.data;
}

/** A field the client reads: throws `missing <path>` when it is absent (undefined or null). */
export function need<T>(value: T | undefined | null, path: string): T {
  if (value === undefined || value === null) throw new Error(`missing ${path}`);
  return value;
}

/** A field the client iterates: throws unless it is an array. */
export function list(value: unknown, path: string): Array<Json> {
  if (!Array.isArray(value))
    throw new Error(`${path} is not a list (${JSON.stringify(value)?.slice(0, 80)})`);
  return value;
}

/** The protocol page the client reads (`data`, `current_page`, `last_page`, `total`). */
export function readPage(res: Json, path = 'res'): Array<Json> {
  need(res, path);
  need(res.current_page, `${path}.current_page`);
  need(res.last_page, `${path}.last_page`);
  return list(res.data, `${path}.data`);
}
