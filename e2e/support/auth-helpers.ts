import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

/** Ticks the user agreement (its label is the click target) on the login or register screen. */
export async function acceptAgreement(page: Page): Promise<void> {
  await page.getByText('I have read and agree', { exact: false }).first().click();
}

/** Logs in through the login screen by username and password. */
export async function loginByPassword(
  page: Page,
  account: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/pages/user/auth/auth');
  await page.getByLabel('Account').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await acceptAgreement(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/user$/);
}

/** Logs in by password (as `loginByPassword`), then opens `path`. */
export async function openLoggedIn(page: Page, account: string, path: string): Promise<void> {
  await loginByPassword(page, account);
  await page.goto(path);
}

/** The newest code the development SMS outbox holds for a number. */
export async function readSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  const response = await request.get(`/api/dev/sms-outbox?mobile=${mobile}`);
  const body = (await response.json()) as { data: Array<{ code: string }> };
  const code = body.data[0]?.code;
  if (!code) throw new Error(`no SMS code for ${mobile}`);
  return code;
}

/** The stored user the app keeps under the spec's local-storage key. */
export async function storedUser(
  page: Page,
): Promise<{ isLogin?: boolean; username?: string; token?: string } | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('wanlshop:user');
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    return (parsed.state ?? parsed) as { isLogin?: boolean; username?: string; token?: string };
  });
}
