import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPost, balanceOf, type Envelope } from '../support/api-helpers';
import { DEMO_PASSWORD } from '../support/auth-helpers';
import { consoleLogin } from '../support/console-helpers';

// Issue #14 merchant, at 1366x800 (project `console`): the merchant creates goods with two SKUs and
// puts it on sale; a member buys it (through the API, as the app does); the order arrives in the
// open console without a reload and is shipped; the member sees it shipped; the member asks for a
// refund, the merchant agrees and the member's balance returns.

/** A 1x1 PNG: the goods' uploaded image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function memberToken(request: APIRequestContext, account: string): Promise<string> {
  const body = await apiPost<{ userinfo: { token: string } }>(request, '/wanlshop/user/login', '', {
    account,
    password: DEMO_PASSWORD,
  });
  expect(body.code, body.msg).toBe(1);
  return body.data.userinfo.token;
}

async function get<T>(request: APIRequestContext, path: string, token: string, params = {}) {
  const response = await request.get(`/api${path}`, { headers: { token }, params });
  return (await response.json()) as Envelope<T>;
}

/** The member buys one unit of the goods' second SKU from the balance; answers the order. */
async function buy(request: APIRequestContext, token: string, goodsId: number) {
  const goods = await get<{ shop_card: { id: number }; sku: { id: number; price: string }[] }>(
    request,
    '/wanlshop/product/goods',
    token,
    { id: goodsId },
  );
  expect(goods.code, goods.msg).toBe(1);
  const sku = goods.data.sku[1]!;
  const address = await apiPost<{ id: number }>(request, '/wanlshop/address/address', token, {
    type: 'add',
    data: {
      name: 'E2E Buyer',
      mobile: '905551112233',
      province: 'Istanbul',
      city: 'Kadikoy',
      address: 'Moda Cd. 12',
      default: 1,
    },
  });
  expect(address.code, address.msg).toBe(1);
  const placed = await apiPost<{ list: { id: number; order_no: string }[] }>(
    request,
    '/wanlshop/order/addOrder',
    token,
    {
      order: {
        address_id: address.data.id,
        lists: [
          {
            shop_id: goods.data.shop_card.id,
            products: [{ goods_id: goodsId, sku_id: sku.id, number: 1 }],
            coupon_id: 0,
          },
        ],
      },
      idempotency_key: `e2e-merchant-${Date.now()}`,
    },
  );
  expect(placed.code, placed.msg).toBe(1);
  const order = placed.data.list[0]!;
  const paid = await apiPost(request, '/wanlshop/pay/payment', token, {
    order_id: [order.id],
    type: 'balance',
    idempotency_key: `e2e-merchant-pay-${Date.now()}`,
  });
  expect(paid.code, paid.msg).toBe(1);
  return { ...order, price: sku.price };
}

test('a merchant sells new goods with two SKUs, ships the order live and agrees its refund', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `E2E mug ${String(Date.now()).slice(-6)}`;
  await consoleLogin(page, 'merchant');
  await expect(page.locator('.ant-layout-sider').getByText('Goods')).toBeVisible();

  // goods with a Colour spec (Red, Blue): the SKU table follows the spec
  await page.goto('/console/merchant/goods/edit');
  await page.locator('#title').fill(title);
  await page.locator('#category_id').click();
  await page.locator('.ant-select-tree-node-content-wrapper').first().click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'mug.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.locator('.ant-image img').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add a spec' }).click();
  await page.getByLabel('Spec (e.g. Colour)').fill('Colour');
  const values = page.getByRole('combobox', { name: 'Values (e.g. Red, Blue)' });
  await values.fill('Red');
  await values.press('Enter');
  await values.fill('Blue');
  await values.press('Enter');
  await expect(page.getByText('Red', { exact: true }).last()).toBeVisible();
  for (const [index, price] of ['12.50', '11.00'].entries()) {
    await page.getByTestId(`sku-price-${index}`).fill(price);
    await page.getByTestId(`sku-market_price-${index}`).fill('15.00');
    await page.getByTestId(`sku-stock-${index}`).fill('5');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/goods\/edit\?id=\d+/);
  const goodsId = Number(new URL(page.url()).searchParams.get('id'));

  // put on sale from the list (filtered on the server by title)
  await page.goto('/console/merchant/goods');
  await page.locator('#q').fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  const goodsRow = page.locator('.ant-table-row', { hasText: title });
  await expect(goodsRow).toHaveCount(1);
  await expect(goodsRow.getByText('Off sale')).toBeVisible();
  await goodsRow.getByRole('button', { name: 'Put on sale' }).click();
  await expect(goodsRow.getByText('On sale')).toBeVisible();

  // the orders page is open while a member buys: the order arrives without a reload
  await page.locator('.ant-layout-sider').getByText('Orders').click();
  await expect(page).toHaveURL(/merchant\/orders/);
  const buyer = await memberToken(request, 'demo2');
  const before = await balanceOf(request, buyer);
  const order = await buy(request, buyer, goodsId);
  const orderRow = page.locator('.ant-table-row', { hasText: order.order_no });
  await expect(orderRow).toBeVisible({ timeout: 20_000 });
  await expect(orderRow.getByText('To ship')).toBeVisible();
  await expect(page.locator('.ant-layout-sider .ant-badge-count').first()).toBeVisible();

  // packing list and shipping
  await orderRow.getByRole('button', { name: 'Details' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByTestId('packing-list')).toContainText('E2E Buyer');
  await expect(drawer.getByTestId('packing-list')).toContainText('Blue');
  await drawer.getByRole('button', { name: 'Ship' }).click();
  const modal = page.locator('.ant-modal-content', { hasText: order.order_no });
  await modal.getByLabel('Carrier').fill('SF Express');
  await modal.getByLabel('Tracking number').fill('SF1234567');
  await modal.getByRole('button', { name: 'Ship' }).click();
  await expect(modal).toBeHidden();
  await drawer.locator('.ant-drawer-close').click();
  await expect(orderRow.getByText('Shipped')).toBeVisible();

  // the member sees it shipped, with a logistics notice
  const info = await get<{ state: number; express_no: string; goods: { id: number }[] }>(
    request,
    '/wanlshop/order/getOrderInfo',
    buyer,
    { id: order.id },
  );
  expect([info.data.state, info.data.express_no]).toEqual([3, 'SF1234567']);
  const notices = await get<{ data: { title: string }[] }>(
    request,
    '/wanlshop/notice/list',
    buyer,
    {
      type: 'logistics',
    },
  );
  expect(JSON.stringify(notices.data)).toContain('SF1234567');

  // the member asks for a refund; the open refunds page shows it live; the merchant agrees
  await page.locator('.ant-layout-sider').getByText('Refunds').click();
  await expect(page).toHaveURL(/merchant\/refunds/);
  const applied = await apiPost<number>(request, '/wanlshop/refund/addApply', buyer, {
    order_id: order.id,
    goods: info.data.goods[0]!.id,
    money: order.price,
    type: 0,
    reason: 4,
    expressType: 1,
    images: [],
    refund_content: 'Wrong colour',
  });
  expect(applied.code, applied.msg).toBe(1);
  const refundRow = page.locator('.ant-table-row', { hasText: `#${applied.data}` });
  await expect(refundRow).toBeVisible({ timeout: 20_000 });
  await refundRow.getByRole('button', { name: 'Agree' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Confirm' }).click();
  await expect(refundRow.getByText('Refunded')).toBeVisible();
  expect(await balanceOf(request, buyer)).toBe(before);
});
