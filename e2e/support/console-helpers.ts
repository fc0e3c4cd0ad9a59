import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './auth-helpers';

/** Logs into the console at /console/login (username or mobile, password). */
export async function consoleLogin(page: Page, account: string, password = DEMO_PASSWORD) {
  await page.goto('/console/login');
  await page.locator('#account').fill(account);
  await page.locator('#password').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** Logs an admin into the console and waits for the side menu (the session is ready). */
export async function adminConsoleLogin(page: Page, account = 'admin') {
  await consoleLogin(page, account);
  await expect(page.locator('.ant-layout-sider')).toBeVisible();
}

/** Logs a merchant into the console and waits for the merchant section of the home page. */
export async function merchantConsoleLogin(page: Page, account: string) {
  await consoleLogin(page, account);
  await expect(page.getByTestId('home-section-merchant')).toBeVisible();
}

/**
 * Opens a console page from the side menu: an admin's pages sit in sub-menus, so the sub-menu
 * `group` opens first when the entry is not shown yet (other roles' entries are flat: no group).
 */
export async function openFromMenu(page: Page, entry: string, group?: string) {
  const menu = page.locator('.ant-layout-sider');
  const item = menu.getByText(entry, { exact: true });
  const opened = menu.locator('.ant-menu-item-selected').getByText(entry, { exact: true });
  // A click that lands while the sub-menu still unfolds can be lost: click until the entry is selected.
  await expect(async () => {
    if (group && !(await item.isVisible())) await menu.getByText(group, { exact: true }).click();
    await item.click();
    await expect(opened).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Picks `option` in the searchable select labelled `label` (antd: type to filter, click the option). */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

/** Types `text` in the table filter `label`, searches, and answers the one row that mentions it. */
export async function searchedRow(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.locator('.ant-table-row', { hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the audit log on `action` and answers its one entry that mentions `text` (the reason). */
export async function auditEntry(page: Page, action: string, text: string) {
  await openFromMenu(page, 'Audit log', 'Settings & reports');
  await chooseOption(page, 'Action', action);
  await page.getByRole('button', { name: 'Search' }).click();
  const entry = page.locator('.ant-table-row', { hasText: text });
  await expect(entry).toHaveCount(1);
  return entry;
}

/** Sets the console's language before its pages load (its own key, not the member app's). */
export async function setConsoleLanguage(page: Page, language: string) {
  await page.evaluate((lang) => localStorage.setItem('cloudmall-console:lang', lang), language);
}

/** Types `reason` in the open reason modal and confirms it; the modal closes once the action is done. */
export async function confirmWithReason(page: Page, reason: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('Reason') });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens `path` of the member app in a new phone-sized browser context speaking `lang` (close `app` after). */
export async function memberAppIn(browser: Browser, lang: string, path: string) {
  const app = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await app.addInitScript((lng) => localStorage.setItem('wanlshop:lang', lng), lang);
  const member = await app.newPage();
  await member.goto(path);
  return { app, member };
}
