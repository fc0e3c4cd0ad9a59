import { expect, test, type Locator, type Page } from '@playwright/test';
import { addAddressFromCheckout } from './support/address-helpers';
import { apiPost, balanceOf } from './support/api-helpers';
import { loginByPassword, storedUser } from './support/auth-helpers';
import { pageErrors } from './support/page-helpers';

// Group buying at 390x844 with two members in two browsers: the leader (demo) starts a two-person
// group from the activity page and pays at the cashier; the team page shows one member, one empty
// seat and a running countdown; a friend (demo2) joins that team from the team page and pays; the
// team is formed, the leader's group order awaits shipment, and each balance dropped by the group price.

const LEADER = 'demo';
const FRIEND = 'demo2';

const cents = (money: string) => Math.round(Number(money.replace('¥', '')) * 100);

/** In the open group SKU sheet: every spec not chosen yet gets its first option in stock. */
async function chooseSpecs(sheet: Locator) {
  const specs = sheet.locator('fieldset');
  for (let index = 0; index < (await specs.count()); index += 1) {
    const spec = specs.nth(index);
    if ((await spec.locator('button[aria-pressed="true"]').count()) > 0) continue;
    await spec.locator('button:not([disabled])').first().click();
    await expect(spec.locator('button[aria-pressed="true"]')).toHaveCount(1);
  }
}

/** On the group confirm page: the amount due (the group price of one piece), then submit and pay it at the cashier. */
async function submitAndPay(page: Page): Promise<{ orderId: number; price: string }> {
  const price = await page.getByTestId('checkout-total').innerText();
  await page.getByRole('button', { name: 'Submit order' }).click();
  await expect(page).toHaveURL(/\/pages\/user\/money\/pay\?order_id=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get('order_id'));
  await expect(page.getByTestId('pay-amount')).toHaveText(price);
  await page.getByRole('button', { name: `Pay ${price} from balance` }).click();
  await expect(page.getByText('Payment successful')).toBeVisible();
  return { orderId, price };
}

test('a member starts a group, a friend joins it from the team page, both pay and the group is formed', async ({
  page,
  browser,
  request,
}) => {
  const errors = pageErrors(page);

  // Leader: the activity page, a two-person deal, "Start a group".
  await loginByPassword(page, LEADER);
  const leaderToken = (await storedUser(page))?.token ?? '';
  expect(leaderToken).not.toBe('');
  const leaderBefore = await balanceOf(request, leaderToken);

  await page.goto('/pages/apps/groups/index');
  await expect(page.getByText('Team up with friends and pay the group price')).toBeVisible();
  await page.getByTestId('group-goods').filter({ hasText: '2-person group' }).first().click();
  await expect(page).toHaveURL(/\/pages\/apps\/groups\/goods\?id=\d+$/);
  await page.getByRole('button', { name: /Start a group$/ }).click();
  const sheet = page.locator('.adm-popup-body').last();
  await chooseSpecs(sheet);
  await sheet.getByTestId('group-sheet-confirm').click();

  // Confirm: no address yet ⇒ add one in the address book and choose it.
  await expect(page).toHaveURL(/\/pages\/apps\/groups\/order\/confirm\?.*group_type=group/);
  await expect(page.getByText('You start a group as its leader: 2 people in 24 h.')).toBeVisible();
  await addAddressFromCheckout(
    page,
    { name: 'Ada Leader', mobile: '905321234560', street: 'Bahariye Cd. 7' },
    /\/pages\/apps\/groups\/order\/confirm\?.*address_id=\d+/,
  );
  await expect(
    page.getByTestId('checkout-address').getByText('Click above to add an address'),
  ).toHaveCount(0);
  const leaderPaid = await submitAndPay(page);
  expect(cents(await balanceOf(request, leaderToken))).toBe(
    cents(leaderBefore) - cents(leaderPaid.price),
  );

  // Leader's group orders: forming, one more person needed; its team page shows 1 of 2 and a countdown.
  await page.goto('/pages/apps/groups/order/order');
  const leaderOrder = page
    .getByTestId('order-card')
    .and(page.locator(`[data-order-id="${leaderPaid.orderId}"]`));
  await expect(leaderOrder).toContainText('Waiting for the group');
  const strip = page.getByTestId('group-order-team').first();
  await expect(strip).toContainText('1 more person needed');
  await strip.click();
  await expect(page).toHaveURL(/\/pages\/apps\/groups\/team\?id=\d+$/);
  const teamPath = new URL(page.url()).pathname + new URL(page.url()).search;
  const panel = page.getByTestId('team-panel');
  await expect(panel).toHaveAttribute('data-state', 'start');
  await expect(panel.getByText('1 more person needed')).toBeVisible();
  await expect(panel.getByText('Leader', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('Empty seat')).toHaveCount(1);
  const countdown = panel.getByTestId('team-countdown');
  await expect(countdown).toHaveText(/^2[34]:\d{2}:\d{2}$/);
  const shown = await countdown.innerText();
  await expect(countdown).not.toHaveText(shown); // it runs
  await expect(panel.getByRole('button', { name: 'Join this group' })).toHaveCount(0);

  // Friend, in a second browser: opens the shared team page, joins and pays.
  const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const friend = await friendContext.newPage();
  friend.on('pageerror', (error) => errors.push(error.message));
  await loginByPassword(friend, FRIEND);
  const friendToken = (await storedUser(friend))?.token ?? '';
  expect(friendToken).not.toBe('');
  const saved = await apiPost(request, '/wanlshop/address/address', friendToken, {
    type: 'add',
    data: {
      name: 'Bo Friend',
      mobile: '905321234561',
      province: 'Istanbul',
      city: 'Besiktas',
      district: '',
      address: 'Ihlamur Yolu 3',
      default: 1,
    },
  });
  expect(saved.code).toBe(1);
  const friendBefore = await balanceOf(request, friendToken);

  await friend.goto(teamPath);
  const friendPanel = friend.getByTestId('team-panel');
  await expect(friendPanel.getByText('1 more person needed')).toBeVisible();
  const join = friendPanel.getByRole('button', { name: 'Join this group' });
  await expect(join).toBeEnabled();
  await join.click();
  const joinSheet = friend.locator('.adm-popup-body').last();
  await chooseSpecs(joinSheet);
  await expect(joinSheet.getByTestId('group-sheet-confirm')).toHaveText('Join');
  await joinSheet.getByTestId('group-sheet-confirm').click();
  await expect(friend).toHaveURL(/\/pages\/apps\/groups\/order\/confirm\?.*groups_id=\d+/);
  await expect(
    friend.getByText('You join Demo Shopper’s group: 1 more person needed.'),
  ).toBeVisible();
  await expect(friend.getByTestId('checkout-address').getByText('Bo Friend')).toBeVisible();
  const friendPaid = await submitAndPay(friend);
  expect(friendPaid.price).toBe(leaderPaid.price);
  expect(cents(await balanceOf(request, friendToken))).toBe(
    cents(friendBefore) - cents(friendPaid.price),
  );

  // The team is formed, seen by both.
  await friend.goto(teamPath);
  await expect(friendPanel.getByText('Group formed!')).toBeVisible();
  await expect(friendPanel).toHaveAttribute('data-state', 'success');
  await expect(friendPanel.getByLabel('Empty seat')).toHaveCount(0);
  await friendContext.close();

  await page.goto(teamPath);
  await expect(panel.getByText('Group formed!')).toBeVisible();
  await expect(panel.getByText('Every member’s order is on its way to be shipped.')).toBeVisible();
  await expect(panel.getByLabel('Empty seat')).toHaveCount(0);

  // The leader's group order now awaits shipment (under the "Formed" tab).
  await page.goto('/pages/apps/groups/order/order');
  await page.getByRole('tab', { name: 'Formed' }).click();
  await expect(page).toHaveURL(/\/pages\/apps\/groups\/order\/order\?tab=success$/);
  await expect(leaderOrder).toContainText('Awaiting shipment');
  await expect(page.getByTestId('group-order-team').first()).toContainText('Group formed');
  expect(cents(await balanceOf(request, leaderToken))).toBe(
    cents(leaderBefore) - cents(leaderPaid.price),
  );
  expect(errors).toEqual([]);
});
