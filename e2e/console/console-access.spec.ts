import { expect, test } from '@playwright/test';
import { registerFreshMember } from '../support/api-helpers';
import { loginByPassword, storedUser } from '../support/auth-helpers';
import {
  auditEntry,
  confirmWithReason,
  consoleLogin,
  openFromMenu,
  setConsoleLanguage,
} from '../support/console-helpers';

// Issue #14 access, at 1366x800 (project `console`): an admin logs into /console, sees Members,
// freezes a member with a reason and finds the entry in the audit log; a member without a role is
// refused with a translated message; the member app's session survives the console login.

test('an admin freezes a member with a reason, finds it in the audit log, and stays logged into the member app', async ({
  page,
  request,
}) => {
  const { username } = await registerFreshMember(request, 'frz');
  // antd's run-time styles (drawer, modal, scroll lock) under the console's CSP: no violation
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });

  // the same person is logged into the member app in this browser first
  await loginByPassword(page, 'admin');
  const appToken = (await storedUser(page))?.token;
  expect(appToken).toBeTruthy();

  await consoleLogin(page, 'admin');
  const menu = page.locator('.ant-layout-sider');
  await expect(menu.getByText('Members & access')).toBeVisible();
  await expect(page.getByTestId('home-section-admin')).toBeVisible();
  await openFromMenu(page, 'Members', 'Members & access');
  await expect(page).toHaveURL(/\/console\/admin\/members/);

  // filter on the server, open the member, freeze with a reason
  await page.getByLabel('Search').fill(username);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${username}`));
  const row = page.locator('.ant-table-row', { hasText: username });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'View' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByText(username).first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Freeze' }).click();
  const modal = page.locator('.ant-modal-content', { hasText: 'Freeze this member?' });
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal.getByText('This field is required')).toBeVisible();
  const reason = `e2e: spam reports ${username}`;
  await confirmWithReason(page, reason);
  await expect(drawer.getByTestId('member-status')).toHaveText('Frozen');
  await expect(row.getByTestId('member-status')).toHaveText('Frozen');
  await drawer.locator('.ant-drawer-close').click();

  // the audit log holds the action, the target and the reason
  const entry = await auditEntry(page, 'Freeze member', reason);
  await expect(entry.getByText('Freeze member')).toBeVisible();
  await expect(entry.getByText('admin (#')).toBeVisible();

  // the member app's session was not ended by the console login
  const check = await request.get('/api/wanlshop/token/check', {
    headers: { token: String(appToken) },
  });
  expect(check.status()).toBe(200);
  await page.goto('/pages/user');
  expect((await storedUser(page))?.token).toBe(appToken);
  await expect(page.getByText('Platform Admin').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a member without a console role is refused with a translated message', async ({
  page,
  request,
}) => {
  const { username } = await registerFreshMember(request, 'plain');
  await consoleLogin(page, username);
  await expect(page.getByText('This account holds no console role')).toBeVisible();
  await expect(page).toHaveURL(/\/console\/login/);

  await setConsoleLanguage(page, 'tr');
  await consoleLogin(page, username);
  await expect(page.getByText('Bu hesabın konsol rolü yok')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
});

test('a console logout ends only the console session; an ended session returns to the login, then to the page asked for', async ({
  page,
}) => {
  await loginByPassword(page, 'admin');
  const appToken = (await storedUser(page))?.token;
  await consoleLogin(page, 'admin');
  await expect(page.getByTestId('console-user')).toContainText('Platform Admin');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/console\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('cloudmall-console:token'))).toBeNull();
  expect((await storedUser(page))?.token).toBe(appToken);

  // a token the server no longer knows: the first call answers 401, the login page keeps `next`
  await page.evaluate(() => {
    localStorage.setItem('cloudmall-console:token', 'ended-session-token');
    localStorage.setItem(
      'cloudmall-console:session',
      JSON.stringify({
        expiresAt: 0,
        user: { id: 5, username: 'admin', nickname: 'Platform Admin', avatar: '' },
        roles: ['admin'],
      }),
    );
  });
  await page.goto('/console/admin/audit?action=member.freeze');
  await expect(page).toHaveURL(/\/console\/login\?next=/);
  await page.locator('#account').fill('admin');
  await page.locator('#password').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/console\/admin\/audit\?action=member\.freeze$/);
  await expect(page.locator('.ant-select-selection-item[title="Freeze member"]')).toBeVisible();
});
