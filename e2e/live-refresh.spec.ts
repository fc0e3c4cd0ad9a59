import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerMember, sendDepositNotice, tokenOf } from './support/api-helpers';
import { loginByPassword, storedUser } from './support/auth-helpers';
import { paidOrderOf } from './support/order-helpers';

// Screens follow what someone else does, without a reload: the page is opened as the member, the
// other party (shop, admin, chain watcher) acts through the API, and the page must change within a
// few seconds (the query cache keeps data 30 s, so without a push the page would wait far longer).

const PASSWORD = 'demo1234';
/** A demo goods of shop 6 (owned by `shop6`) and one of its SKUs. */
const LAMP = { shop_id: 6, goods_id: 95, sku_id: 316, owner: 'shop6' };
/** Well inside the 30 s the page would otherwise keep showing the old state. */
const LIVE = { timeout: 6_000 };

type Envelope<T> = { code: number; msg: string; data: T };

async function apiPost<T>(request: APIRequestContext, path: string, token: string, data: unknown) {
  const response = await request.post(`/api${path}`, { headers: { token }, data });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}

async function apiGet<T>(request: APIRequestContext, path: string, token: string) {
  const response = await request.get(`/api${path}`, { headers: { token } });
  return ((await response.json()) as Envelope<T>).data;
}

/** A fresh member (registered through the API) logged in on the page; answers its token and id. */
async function freshMemberOnPage(page: Page, request: APIRequestContext) {
  const username = `live${Date.now().toString(36)}`;
  const registered = await registerMember(request, username, PASSWORD);
  await loginByPassword(page, username);
  return { token: (await storedUser(page))?.token ?? '', id: registered.id };
}

/** demo logged in on the page, with a paid order of the lamp; answers demo's token and the order. */
async function demoWithPaidOrder(page: Page, request: APIRequestContext) {
  await loginByPassword(page, 'demo');
  const token = (await storedUser(page))?.token ?? '';
  return { token, order: await paidOrderOf(request, token, LAMP) };
}

test('the refund details page shows the shop agreed without a reload', async ({
  page,
  request,
}) => {
  const { token, order } = await demoWithPaidOrder(page, request);
  const info = await apiGet<{ goods: { id: number }[] }>(
    request,
    `/wanlshop/order/getOrderInfo?id=${order.id}`,
    token,
  );
  const refundId = await apiPost<number>(request, '/wanlshop/refund/addApply', token, {
    order_id: order.id,
    goods: info.goods[0]!.id,
    money: order.price,
    type: 0,
    reason: 4,
    expressType: 1,
    images: [],
    refund_content: 'Changed my mind',
  });

  await page.goto(`/pages/user/refund/details?id=${refundId}`);
  await expect(page.getByText('Awaiting the shop').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();

  await apiPost(request, '/wanlshop/shop/refund/agree', await tokenOf(request, LAMP.owner), {
    id: refundId,
  });
  await expect(page.getByText('Refunded').first()).toBeVisible(LIVE);
  await expect(page.getByText('Awaiting the shop')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});

test('the "To ship" badge on the My page goes down when the shop ships, without a reload', async ({
  page,
  request,
}) => {
  const { order } = await demoWithPaidOrder(page, request);

  await page.goto('/pages/user');
  const toShip = page.getByRole('link', { name: /To ship/ });
  const badge = toShip.locator('[class*="badge"]');
  await expect(badge).toBeVisible();
  const before = Number(await badge.innerText());
  expect(before).toBeGreaterThan(0);

  await apiPost(request, '/wanlshop/shop/order/ship', await tokenOf(request, LAMP.owner), {
    id: order.id,
    express_name: 'SF Express',
    express_no: `SF${Date.now()}`,
  });
  if (before > 1) await expect(badge).toHaveText(String(before - 1), LIVE);
  else await expect(badge).toHaveCount(0, LIVE);
});

test('the top-up page lists a credited deposit without a reload', async ({ page, request }) => {
  await freshMemberOnPage(page, request);
  await page.goto('/pages/user/money/usdttrcerc?network=TRC20');
  const address = await page.locator('code').first().innerText();
  await expect(page.getByText('No top-ups yet.')).toBeVisible();

  const notice = await sendDepositNotice(request, {
    network: 'TRC20',
    tx_hash: randomBytes(32).toString('hex'),
    log_index: 0,
    address,
    amount: '12.5',
  });
  expect(notice.data.credited).toBe(true);

  await expect(page.getByText('No top-ups yet.')).toHaveCount(0, LIVE);
  await expect(page.getByText(/12\.5/).first()).toBeVisible();
});

test('the KYC page shows the approval without a reload', async ({ page, request }) => {
  const member = await freshMemberOnPage(page, request);
  await apiPost(request, '/wanlshop/kyc/submit', member.token, {
    name: 'Ada Member',
    id_type: 'passport',
    id_number: 'P1234567',
    front_image: '/uploads/2026/11/front.webp',
    back_image: '/uploads/2026/11/back.webp',
  });
  await page.goto('/pages/user/setting/kyc');
  await expect(page.getByText('Under review')).toBeVisible();

  await apiPost(request, '/console/kyc/review', await tokenOf(request, 'admin'), {
    user_id: member.id,
    decision: 'approve',
  });
  await expect(page.getByText('Verified', { exact: true })).toBeVisible(LIVE);
  await expect(page.getByText('Under review')).toHaveCount(0);
});
