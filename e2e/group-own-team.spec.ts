import { expect, test } from '@playwright/test';
import { apiPost, registerFreshMember, tokenOf } from './support/api-helpers';
import { loginByPassword } from './support/auth-helpers';

// Issue #12 item 8 at 390x844: a member who leads a forming team sees it on the deal page as their
// own, with Invite and never Join; another member sees Join on it; the server refuses the leader
// joining their own team with group_own_team.

/** Daily Check-in Script: a 3-person deal, so one paid leader leaves the team forming. */
const DEAL = { goodsId: 8, skuId: 27 };

const key = (label: string) => `${label}${Date.now()}`;

test('a member sees their own forming team as theirs with Invite, never Join; joining it is refused', async ({
  page,
  browser,
  request,
}) => {
  // A fresh leader with a balance (a transfer from demo) and an address.
  const { username: leader, token } = await registerFreshMember(request, 'lead');
  const demo = await tokenOf(request, 'demo');
  expect(
    (
      await apiPost(request, '/wanlshop/wallet/transfer', demo, {
        to: leader,
        amount: '500',
        idempotency_key: key('fund'),
      })
    ).code,
  ).toBe(1);
  const address = await apiPost<{ id: number }>(request, '/wanlshop/address/address', token, {
    type: 'add',
    data: {
      name: 'Lea Leader',
      mobile: '905321234598',
      province: 'Istanbul',
      city: 'Besiktas',
      district: '',
      address: 'Barbaros Blv. 1',
      default: 1,
    },
  });
  expect(address.code).toBe(1);

  // The leader opens a team and pays: it is forming, two seats left.
  const line = { goods_id: DEAL.goodsId, sku_id: DEAL.skuId, number: 1, group_type: 'group' };
  const opened = await apiPost<{ order_id: number[]; team_id: number }>(
    request,
    '/wanlshop/groups/order/addOrder',
    token,
    { ...line, address_id: address.data.id, idempotency_key: key('open') },
  );
  expect(opened.code).toBe(1);
  const paid = await apiPost(request, '/wanlshop/pay/payment', token, {
    order_id: opened.data.order_id,
    type: 'balance',
    idempotency_key: key('pay'),
  });
  expect(paid.code).toBe(1);

  // The server refuses the leader a seat in their own team.
  const joined = await apiPost(request, '/wanlshop/groups/order/addOrder', token, {
    ...line,
    groups_id: opened.data.team_id,
    address_id: address.data.id,
    idempotency_key: key('join'),
  });
  expect(joined).toMatchObject({ code: 0, msg: 'group_own_team' });

  // On the deal page the leader's team is theirs: "Your team" and Invite, no Join.
  await loginByPassword(page, leader);
  await page.goto(`/pages/apps/groups/goods?id=${DEAL.goodsId}`);
  const own = page.getByTestId('open-team').filter({ hasText: 'Your team' });
  await expect(own).toHaveCount(1);
  await expect(own.getByRole('link', { name: 'Invite', exact: true })).toBeVisible();
  await expect(own.getByRole('link', { name: 'Join', exact: true })).toHaveCount(0);
  await own.getByRole('link', { name: 'Invite', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/apps/groups/team\\?id=${opened.data.team_id}$`));
  await expect(page.getByRole('button', { name: /Invite friends/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join this group' })).toHaveCount(0);

  // Another member sees the same team with Join.
  const otherContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await otherContext.newPage();
  await loginByPassword(other, 'demo2');
  await other.goto(`/pages/apps/groups/goods?id=${DEAL.goodsId}`);
  const theirs = other
    .getByTestId('open-team')
    .filter({ has: other.locator(`a[href$="/pages/apps/groups/team?id=${opened.data.team_id}"]`) });
  await expect(theirs.getByRole('link', { name: 'Join', exact: true })).toBeVisible();
  await expect(theirs).not.toContainText('Your team');
  await otherContext.close();
});
