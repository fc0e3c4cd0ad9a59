import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { creditChainDeposit, registerMember, tokenOf } from './support/api-helpers';
import { loginByPassword } from './support/auth-helpers';

// Notices and ledger memos are server-made text: after actions that create them (a credited top-up,
// a paid order shipped by the merchant, a KYC approval, a transfer), the notices pages and the bill
// list show them in the reader's language, never in English; in English amounts carry the sign.

const PASSWORD = 'secret99';
/** Desk Lamp C, sold by shop 6 (owned by `shop6`). */
const LAMP = { id: 95, owner: 'shop6' };

type Envelope<T> = { code: number; msg: string; data: T };

async function api<T>(request: APIRequestContext, path: string, token: string, data: unknown) {
  const response = await request.post(`/api${path}`, { headers: { token }, data });
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

/** A new member with notices of every kind: top-up, order paid and shipped, KYC approved, a transfer. */
async function memberWithNotices(request: APIRequestContext): Promise<string> {
  const username = `poly${Date.now().toString(36)}`;
  const { token, id: userId } = await registerMember(request, username, PASSWORD);
  await creditChainDeposit(request, token, '300');

  const response = await request.get(`/api/wanlshop/product/goods?id=${LAMP.id}`);
  const goods = ((await response.json()) as Envelope<{ sku: Array<{ id: number }> }>).data;
  const address = await api<{ id: number }>(request, '/wanlshop/address/address', token, {
    type: 'add',
    data: {
      name: 'Poly Glot',
      mobile: '905551112233',
      province: 'Taipei',
      city: 'Taipei',
      district: 'Xinyi',
      address: 'No. 7, Test Road',
      default: 1,
    },
  });
  const placed = await api<{ list: Array<{ id: number }> }>(
    request,
    '/wanlshop/order/addOrder',
    token,
    {
      order: {
        address_id: address.id,
        lists: [
          { shop_id: 6, products: [{ goods_id: LAMP.id, sku_id: goods.sku[0]!.id, number: 1 }] },
        ],
      },
      idempotency_key: randomBytes(12).toString('hex'),
    },
  );
  const orderId = placed.list[0]!.id;
  await api(request, '/wanlshop/pay/payment', token, {
    order_id: [orderId],
    type: 'balance',
    idempotency_key: randomBytes(12).toString('hex'),
  });
  await api(request, '/wanlshop/shop/order/ship', await tokenOf(request, LAMP.owner), {
    id: orderId,
    express_name: 'SF Express',
    express_no: `SF${orderId}777`,
  });

  await api(request, '/wanlshop/kyc/submit', token, {
    name: 'Poly Glot',
    id_type: 'passport',
    id_number: `P${Date.now()}`.slice(0, 12),
    front_image: '/uploads/front.webp',
    back_image: '/uploads/back.webp',
  });
  await api(request, '/console/kyc/review', await tokenOf(request, 'admin'), {
    user_id: userId,
    decision: 'approve',
  });
  await api(request, '/wanlshop/wallet/transfer', token, {
    to: 'demo',
    amount: '1.00',
    idempotency_key: randomBytes(12).toString('hex'),
  });
  return username;
}

/** English notice and memo text the server writes: none may show in another language. */
const ENGLISH = [
  'Payment received',
  'paid from your balance',
  'Your order has shipped',
  'Parcel on its way',
  'Top-up received',
  'credited:',
  'Identity verified',
  'You can now withdraw',
  'Top-up of',
  'To Demo',
  'demo credit',
  '→',
];

/** What each language must show instead (a title of each page, and the transfer memo). */
const EXPECTED = {
  'zh-Hant': {
    order: '您的訂單已發貨',
    parcel: '包裹運送中',
    account: '身分驗證已通過',
    memo: '轉給 Demo Shopper',
  },
  tr: {
    order: 'Siparişiniz kargoya verildi',
    parcel: 'Kargonuz yolda',
    account: 'Kimliğiniz doğrulandı',
    memo: 'Alıcı: Demo Shopper',
  },
  id: {
    order: 'Pesanan Anda telah dikirim',
    parcel: 'Paket dalam perjalanan',
    account: 'Identitas terverifikasi',
    memo: 'Kepada Demo Shopper',
  },
} as const;

async function noEnglish(page: Page, path: string, expected: string) {
  await page.goto(path);
  await expect(page.getByText(expected).first()).toBeVisible();
  const text = await page.locator('body').innerText();
  for (const english of ENGLISH) expect(text, `${path} shows "${english}"`).not.toContain(english);
}

test.describe.configure({ mode: 'serial' });

let member = '';

test.beforeAll(async ({ request }) => {
  member = await memberWithNotices(request);
});

for (const [language, expected] of Object.entries(EXPECTED)) {
  test(`in ${language} the notices and the bill list show no English server text`, async ({
    page,
  }) => {
    await loginByPassword(page, member, PASSWORD);
    await page.evaluate((lang) => localStorage.setItem('wanlshop:lang', lang), language);
    await noEnglish(page, '/pages/notice/notify/notify', expected.order);
    await noEnglish(page, '/pages/notice/logistics/logistics', expected.parcel);
    await noEnglish(page, '/pages/notice/system/system?tab=notice', expected.account);
    await noEnglish(page, '/pages/user/money/details', expected.memo);
  });
}

test('in English the notices carry the currency sign on amounts', async ({ page }) => {
  await loginByPassword(page, member, PASSWORD);
  await page.goto('/pages/notice/notify/notify');
  await expect(page.getByText(/Order \S+: ¥\d+\.\d\d paid from your balance\./)).toBeVisible();
  await page.goto('/pages/notice/system/system?tab=notice');
  await expect(page.getByText(/300 USDT \(TRC20\) credited: ¥\d+\.\d\d/)).toBeVisible();
  await page.goto('/pages/user/money/details');
  await expect(page.getByText('To Demo Shopper')).toBeVisible();
});
