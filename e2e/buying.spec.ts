import { expect, test, type Page } from '@playwright/test';
import { addAddressFromCheckout } from './support/address-helpers';
import { apiPost, balanceOf, tokenOf } from './support/api-helpers';
import { loginByPassword, openLoggedIn, storedUser } from './support/auth-helpers';
import { paidOrderOf } from './support/order-helpers';
import { pageErrors } from './support/page-helpers';

// The whole buying path at 390x844: a guest fills the cart from two shops, logs in (the cart
// merges), checks out both shops with a new address, pays from the balance, the merchants ship
// through the API, and the buyer confirms receipt and reviews in the UI.

const BUYER = 'demo2';
/** Demo goods of two shops (shop 6 is owned by `shop6`, shop 7 by `shop7`). */
const LAMP = { id: 95, title: 'Desk Lamp C', option: 'S', shop: 'Cozy Corner', owner: 'shop6' };
const CARD = {
  id: 48,
  title: 'Game Top-up Card B',
  option: 'Basic',
  shop: 'CodeVault',
  owner: 'shop7',
};

const cents = (money: string) => Math.round(Number(money) * 100);

/** On a goods page: open the SKU sheet from the bottom bar, choose the option, add one. */
async function addToCartAsGuest(page: Page, goods: { id: number; title: string; option: string }) {
  await page.goto(`/pages/product/goods?id=${goods.id}`);
  await expect(page.getByText(goods.title).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  const sheet = page.locator('.adm-popup-body').last();
  await sheet.getByRole('button', { name: goods.option, exact: true }).click();
  await sheet.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
}

/** Confirms the kit's dialog by its confirm button. */
async function confirmDialog(page: Page, name: string) {
  await page.getByRole('dialog').getByRole('button', { name }).click();
}

test.describe.configure({ mode: 'serial' });

test('a guest fills the cart from two shops, logs in, checks out, pays, receives and reviews', async ({
  page,
  request,
}) => {
  const errors = pageErrors(page);

  // Guest cart, then login: the local cart merges into the member's server cart.
  await addToCartAsGuest(page, LAMP);
  await addToCartAsGuest(page, CARD);
  await loginByPassword(page, BUYER);
  const buyerToken = (await storedUser(page))?.token ?? '';
  expect(buyerToken).not.toBe('');
  const balanceBefore = await balanceOf(request, buyerToken);

  await page.goto('/pages/user/cart');
  await expect(page.getByText(LAMP.title).first()).toBeVisible();
  await expect(page.getByText(CARD.title).first()).toBeVisible();
  // What was added starts ticked: no "All" tap needed.
  await page.getByRole('button', { name: /^Settle \(2\)$/ }).click();

  // Checkout: both shops, no address yet ⇒ add one and choose it.
  await expect(page).toHaveURL(/\/pages\/user\/order\/addorder\?type=cart&data=/);
  await expect(page.getByTestId('checkout-shop')).toHaveCount(2);
  await expect(page.getByText(LAMP.shop).first()).toBeVisible();
  await expect(page.getByText(CARD.shop).first()).toBeVisible();
  await addAddressFromCheckout(
    page,
    { name: 'Ada Buyer', mobile: '905321234567', street: 'Moda Cd. 12/3' },
    /\/pages\/user\/order\/addorder\?.*address_id=\d+/,
  );
  await expect(
    page.getByTestId('checkout-address').getByText('Click above to add an address'),
  ).toHaveCount(0);
  const total = (await page.getByTestId('checkout-total').innerText()).replace('¥', '');
  await page.getByRole('button', { name: 'Submit order' }).click();

  // Cashier: both orders at once from the balance.
  await expect(page).toHaveURL(/\/pages\/user\/money\/pay\?order_id=\d+,\d+$/);
  const orderIds = new URL(page.url()).searchParams.get('order_id')!.split(',').map(Number);
  await expect(page.getByTestId('pay-amount')).toHaveText(`¥${total}`);
  await page.getByRole('button', { name: `Pay ¥${total} from balance` }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  expect(cents(await balanceOf(request, buyerToken))).toBe(cents(balanceBefore) - cents(total));

  // The bought goods left the cart.
  await page.goto('/pages/user/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  // My page counts both orders as waiting for shipment and links to that tab.
  await page.goto('/pages/user');
  const toShip = page.getByRole('link', { name: /To ship/ });
  await expect(toShip).toContainText('2');
  await toShip.click();
  await expect(page).toHaveURL(/\/pages\/user\/order\/order\?state=2$/);
  await expect(page.getByRole('tab', { name: /To ship/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('order-card')).toHaveCount(2);

  // Each merchant ships its own order through the API.
  for (const [index, owner] of [LAMP.owner, CARD.owner].entries()) {
    const token = await tokenOf(request, owner);
    const shipped = await Promise.all(
      orderIds.map((id) =>
        apiPost<true>(request, '/wanlshop/shop/order/ship', token, {
          id,
          express_name: 'SF Express',
          express_no: `SF10000${index}${id}`,
        }),
      ),
    );
    expect(shipped.filter((answer) => answer.code === 1)).toHaveLength(1);
  }

  // The buyer confirms receipt of both in the list, then reviews both.
  await page.goto('/pages/user/order/order?state=3');
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  for (let left = 2; left > 0; left -= 1) {
    await page
      .getByTestId('order-card')
      .first()
      .getByRole('button', { name: 'Confirm receipt' })
      .click();
    await confirmDialog(page, 'Confirm receipt');
    await expect(page.getByText('Receipt confirmed').first()).toBeVisible();
    await expect(page.getByTestId('order-card')).toHaveCount(left - 1);
  }

  await page.goto('/pages/user/order/order?state=4');
  await expect(page.getByTestId('order-card')).toHaveCount(2);
  const card = page.getByTestId('order-card').first();
  await card.getByRole('button', { name: 'Track parcel' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/order\/logistics\?id=\d+/);
  await expect(page.getByText('SF Express', { exact: true })).toBeVisible();
  await expect(page.getByTestId('logistics-timeline')).toBeVisible();

  for (const [index, text] of [
    'Bright and sturdy, arrived fast.',
    'Code worked at once.',
  ].entries()) {
    await page.goto('/pages/user/order/order?state=4');
    await expect(page.getByTestId('order-card')).toHaveCount(2 - index);
    await page.getByTestId('order-card').first().getByRole('button', { name: 'Review' }).click();
    await expect(page).toHaveURL(/\/pages\/user\/order\/comment\?id=\d+/);
    const item = page.getByTestId('review-item').first();
    await item.getByRole('radio', { name: '4 stars' }).click();
    await item.getByLabel('Review text').fill(text);
    await page.getByRole('button', { name: 'Submit reviews' }).click();
    await expect(page).toHaveURL(/\/pages\/user\/comment\/comment$/);
    await expect(page.getByText(text)).toBeVisible();
  }

  // Completed orders show under all orders with their status.
  await page.goto('/pages/user/order/order');
  await expect(page.getByText('Trade successful').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a refund requested in the UI and agreed by the merchant through the API credits the balance', async ({
  page,
  request,
}) => {
  await loginByPassword(page, 'demo');
  const buyerToken = (await storedUser(page))?.token ?? '';
  const order = await paidOrderOf(request, buyerToken, {
    shop_id: 6,
    goods_id: LAMP.id,
    sku_id: 316,
  });
  const balanceBefore = await balanceOf(request, buyerToken);

  await page.goto(`/pages/user/order/details?id=${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting shipment');
  await page.getByTestId('item-refund').click();
  await expect(page).toHaveURL(/\/pages\/user\/refund\/apply\?order_id=\d+&goods_id=\d+/);
  await page.getByRole('button', { name: /Reason/ }).click();
  await page.getByText('Changed my mind', { exact: true }).click();
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/refund\/details\?id=\d+/);
  await expect(page.getByText('Awaiting the shop').first()).toBeVisible();
  const refundId = Number(new URL(page.url()).searchParams.get('id'));

  const agreed = await apiPost(
    request,
    '/wanlshop/shop/refund/agree',
    await tokenOf(request, LAMP.owner),
    { id: refundId },
  );
  expect(agreed.code).toBe(1);
  expect(cents(await balanceOf(request, buyerToken))).toBe(
    cents(balanceBefore) + cents(order.price),
  );

  await page.reload();
  await expect(page.getByText('Refunded').first()).toBeVisible();
  await page.goto(`/pages/user/order/details?id=${order.id}`);
  await expect(page.getByTestId('order-status')).toHaveText('Closed');
  await expect(page.getByText('Refunded').first()).toBeVisible();
});

test('a coupon claimed in the coupon centre is applied at checkout', async ({ page }) => {
  await openLoggedIn(page, 'demo', '/pages/user/coupon/list');
  const coupon = page.getByTestId('coupon-card').filter({ hasText: '5 off 30' }).first();
  await coupon.getByTestId('coupon-claim').click();
  await expect(page.getByText(/Claimed!/).first()).toBeVisible();

  // Buy now: 55.40 of the official shop (free shipping or not, the coupon takes 5.00 off).
  const data = encodeURIComponent(JSON.stringify([{ goods_id: 30, number: 1, sku_id: 98 }]));
  await page.goto(`/pages/user/order/addorder?type=cart&data=${data}`);
  await expect(page.getByTestId('checkout-shop')).toHaveCount(1);
  const before = cents((await page.getByTestId('checkout-total').innerText()).replace('¥', ''));
  await page.getByTestId('checkout-coupon').click();
  await page.getByTestId('checkout-coupon-option').filter({ hasText: '5 off 30' }).click();
  await expect(page.getByTestId('checkout-coupon')).toHaveText(/-¥5\.00/);
  const after = ((before - 500) / 100).toFixed(2);
  await expect(page.getByTestId('checkout-total')).toHaveText(`¥${after}`);
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/money\/pay\?order_id=\d+$/);
  await expect(page.getByTestId('pay-amount')).toHaveText(`¥${after}`);
});
