import { expect, test } from '@playwright/test';
import { tokenOf } from './support/api-helpers';
import { loginByPassword, openLoggedIn, storedUser } from './support/auth-helpers';

// Issue #12 item 7 at 390x844: a chat with a shop is headed by the shop's name (not "Member 3"),
// opened from a goods page it offers that goods to send, and the Message Center names the shop;
// "Customer service" without a third-party service hands the member to a human agent, and the demo
// agent (admin, in the console) sees the member waiting and answers live.

type Envelope<T> = { code: number; msg: string; data: T };

/** Cloud Phone X1, sold by Cloudmall Official (owned by the member `merchant`, "Demo Merchant"). */
const GOODS = { id: 1, title: 'Cloud Phone X1', shop: 'Cloudmall Official' };

test('a chat opened from a goods page is headed by the shop’s name and offers that goods to send', async ({
  page,
}) => {
  await openLoggedIn(page, 'demo2', `/pages/product/goods?id=${GOODS.id}`);
  await expect(page.getByText(GOODS.title).first()).toBeVisible();
  await page.getByText('Chat', { exact: true }).first().click();
  await expect(page).toHaveURL(/\/pages\/notice\/chat\?to_id=\d+&shop_id=\d+&goods=/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GOODS.shop);
  const handoff = page.getByRole('region', { name: 'The product you were viewing' });
  await expect(handoff).toContainText(GOODS.title);
  await handoff.getByRole('button', { name: 'Send this item', exact: true }).click();
  await expect(handoff).toHaveCount(0);
  await expect(page.getByLabel('Messages').getByText(GOODS.title)).toBeVisible();

  // The Message Center names the conversation by the shop too, and reopening it keeps the name.
  await page.goto('/pages/notice/notice');
  await expect(page.getByText(GOODS.shop).first()).toBeVisible();
  await expect(page.getByText('Demo Merchant')).toHaveCount(0);
  await page.getByText(GOODS.shop).first().click();
  await expect(page).toHaveURL(/\/pages\/notice\/chat\?to_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GOODS.shop);
});

test('Customer service hands the member over to the demo agent, who sees them waiting and answers live', async ({
  page,
  request,
}) => {
  await loginByPassword(page, 'demo');
  const member = (await storedUser(page)) as { token: string };
  const me = (
    (await (
      await request.get('/api/wanlshop/user/info', { headers: { token: member.token } })
    ).json()) as Envelope<{ id: number }>
  ).data.id;

  // My page → Customer service: no third-party service is configured in the demo.
  await page.getByRole('link', { name: 'Customer service', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/user\/service$/);
  await expect(page.getByText('Customer service is not set up')).toHaveCount(0);
  await expect(page.getByText('A human agent will reply here shortly.')).toBeVisible();

  // The demo agent (admin) finds the member in the console queue and answers.
  const agent = await tokenOf(request, 'admin');
  const queue = (await (
    await request.get('/api/console/service/queue', { headers: { token: agent } })
  ).json()) as Envelope<{ data: Array<{ user_id: number }> }>;
  expect(queue.data.data.map((entry) => entry.user_id)).toContain(me);
  const reply = (await (
    await request.post('/api/console/service/reply', {
      headers: { token: agent },
      data: { user_id: me, text: 'Hello, this is Ada from customer service.' },
    })
  ).json()) as Envelope<unknown>;
  expect(reply.code).toBe(1);
  await expect(page.getByText('Hello, this is Ada from customer service.')).toBeVisible();

  // A reload does not hand over a second time.
  await page.reload();
  await expect(page.getByText('Hello, this is Ada from customer service.')).toBeVisible();
  await expect(page.getByText('A human agent will reply here shortly.')).toHaveCount(1);
});
