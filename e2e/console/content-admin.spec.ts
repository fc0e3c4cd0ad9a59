import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { confirmWithReason, memberAppIn } from '../support/console-helpers';

/**
 * Platform admin: content and settings. The admin edits an article in two languages and adds an
 * advert, and the member app shows both; the admin changes the order auto-close timeout, and an
 * invalid value is refused with a clear message (by the form, and by the server's own schema).
 */

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An admin token from the API login (a console role is read with any session of the member). */
async function adminToken(request: APIRequestContext) {
  const response = await request.post('/api/wanlshop/user/login', {
    data: { account: 'admin', password: 'demo1234' },
  });
  const body = (await response.json()) as {
    data: { userinfo: { id: number; username: string; nickname: string; token: string } };
  };
  return body.data.userinfo;
}

/** Opens the console logged in as the demo admin (its session stored as the login page stores it). */
async function consoleAsAdmin(
  context: BrowserContext,
  request: APIRequestContext,
): Promise<string> {
  const user = await adminToken(request);
  const session = JSON.stringify({
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    user: { id: user.id, username: user.username, nickname: user.nickname, avatar: '' },
    roles: ['admin'],
  });
  await context.addInitScript(
    ([token, stored]) => {
      localStorage.setItem('cloudmall-console:token', token!);
      localStorage.setItem('cloudmall-console:session', stored!);
      localStorage.setItem('cloudmall-console:lang', 'en');
    },
    [user.token, session],
  );
  return user.token;
}

/** The demo admin's API token; every test starts in the console as that admin. */
let adminApiToken: string;
test.beforeEach(async ({ context, request }) => {
  adminApiToken = await consoleAsAdmin(context, request);
});

test('the admin edits an article in two languages and the member app shows each', async ({
  page,
  browser,
}) => {
  await page.goto('/console/admin/content/articles?category=news');
  await page.getByTestId('article-edit-1').click();
  const title = page.getByTestId('article-title-en');
  await expect(title).not.toHaveValue('');
  await title.fill('Cloudmall welcomes new merchants');
  await page.getByRole('tab', { name: 'Traditional Chinese' }).click();
  await page.getByTestId('article-title-zh-Hant').fill('雲商城歡迎新商家');
  await page.getByTestId('article-save').click();
  await confirmWithReason(page, 'new wording for the merchant campaign');
  await expect(page.getByRole('cell', { name: 'Cloudmall welcomes new merchants' })).toBeVisible();

  for (const [lang, expected] of [
    ['en', 'Cloudmall welcomes new merchants'],
    ['zh-Hant', '雲商城歡迎新商家'],
  ] as const) {
    const { app, member } = await memberAppIn(browser, lang, '/pages/article/details?id=1');
    await expect(member.getByText(expected).first()).toBeVisible();
    await app.close();
  }
});

test('the admin adds a home advert with an uploaded image; the app serves it at once', async ({
  page,
  request,
}) => {
  await page.goto('/console/admin/content/adverts');
  await page.getByTestId('advert-create').click();
  const modal = page.getByRole('dialog', { name: 'New advert' });
  await modal.locator('input[type=file]').setInputFiles({
    name: 'spring.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  const media = modal.getByTestId('advert-media');
  await expect(media).toHaveValue(/\/uploads\//);
  const mediaPath = await media.inputValue();
  await modal.getByTestId('advert-url').fill('/pages/product/goods?id=1');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await confirmWithReason(page, 'spring campaign banner');
  await expect(page.getByRole('img').and(page.locator(`[src="${mediaPath}"]`))).toBeVisible();

  const adverts = (await (await request.get('/api/wanlshop/common/adverts')).json()) as {
    data: { data: { pageAdverts: Array<{ media: string; url: string }> } };
  };
  expect(adverts.data.data.pageAdverts.map((a) => a.media)).toContain(mediaPath);
});

test('the admin changes the order auto-close timeout; an invalid value is refused clearly', async ({
  page,
  request,
}) => {
  await page.goto('/console/admin/settings?module=orders');
  await page.getByTestId('setting-orders.timing').click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'orders.timing' });
  await expect(drawer.getByTestId('setting-default')).toContainText('"autoCloseMinutes":30');

  const minutes = drawer.getByTestId('field-autoCloseMinutes');
  await minutes.fill('0');
  await drawer.getByTestId('setting-save').click();
  await expect(
    drawer.getByText('Close unpaid orders after (minutes) must be at least 1'),
  ).toBeVisible();

  await minutes.fill('45');
  await drawer.getByTestId('setting-save').click();
  await confirmWithReason(page, 'buyers need longer to pay by transfer');
  await expect(page.getByRole('row', { name: /orders\.timing/ })).toContainText(
    '"autoCloseMinutes":45',
  );

  // The server applies the setting's own schema too: a value past the form is refused, nothing changes.
  const refused = await request.post('/api/console/settings/update', {
    headers: { token: adminApiToken },
    data: {
      key: 'orders.timing',
      value: { autoCloseMinutes: -5, autoConfirmDays: 10 },
      reason: 'x y',
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    msg: 'validation_failed',
    data: { fields: [{ field: 'value.autoCloseMinutes', key: 'invalid_value' }] },
  });
  const list = await request.get('/api/console/settings/list?q=orders.timing', {
    headers: { token: adminApiToken },
  });
  const rows = ((await list.json()) as { data: { data: Array<{ value: unknown }> } }).data.data;
  expect(rows[0]!.value).toEqual({ autoCloseMinutes: 45, autoConfirmDays: 10 });
});

test('the admin hides a tab-bar item; the app loads the tab bar without it', async ({
  page,
  request,
}) => {
  await page.goto('/console/admin/settings?key=app.tabbar');
  const drawer = page.getByRole('dialog').filter({ hasText: 'app.tabbar' });
  const third = drawer.getByTestId('row-2');
  await expect(third.getByRole('textbox').first()).toBeVisible();
  await third.getByRole('switch').click();
  await drawer.getByTestId('setting-save').click();
  await confirmWithReason(page, 'investment page closed for review');
  await expect(drawer).toBeHidden();
  const tabs = (await (await request.get('/api/wanlshop/page/load_tabbar')).json()) as {
    data: Array<{ pagePath: string }>;
  };
  expect(tabs.data.map((tab) => tab.pagePath)).toEqual(['/', '/pages/category', '/pages/user']);
});

test('the admin adds a help article in two languages; the assistant answers in the member’s', async ({
  page,
  request,
}) => {
  await page.goto('/console/admin/content/help');
  await page.getByRole('button', { name: 'New help article' }).click();
  const modal = page.getByRole('dialog', { name: 'New help article' });
  await modal.getByTestId('help-title-en').fill('Can I pause my cloud phone?');
  await modal.getByTestId('help-content-en').fill('Yes: open the device and tap Pause.');
  await modal.getByTestId('help-keywords-en').fill('pause');
  await modal.getByRole('tab', { name: 'Turkish' }).click();
  await modal.getByTestId('help-title-tr').fill('Bulut telefonumu duraklatabilir miyim?');
  await modal.getByTestId('help-content-tr').fill('Evet: cihazı açın ve Duraklat’a dokunun.');
  await modal.getByTestId('help-keywords-tr').fill('duraklat');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await confirmWithReason(page, 'members keep asking');
  const row = page.getByRole('row', { name: /Can I pause my cloud phone\?/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Turkish')).toBeVisible();

  const login = await request.post('/api/wanlshop/user/login', {
    data: { account: 'demo', password: 'demo1234' },
  });
  const token = ((await login.json()) as { data: { userinfo: { token: string } } }).data.userinfo
    .token;
  const ask = async (lang: string, text: string) =>
    JSON.stringify(
      await (
        await request.post('/api/wanlshop/chat/service', {
          headers: { token, lang },
          data: { text },
        })
      ).json(),
    );
  expect(await ask('en', 'how do I pause it')).toContain('Can I pause my cloud phone?');
  expect(await ask('tr', 'nasıl duraklatırım, duraklat')).toContain(
    'Bulut telefonumu duraklatabilir miyim?',
  );
});
