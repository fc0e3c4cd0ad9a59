import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginByPassword, openLoggedIn, storedUser } from './support/auth-helpers';

async function login(request: APIRequestContext, account: string) {
  const response = await request.post('/api/wanlshop/user/login', {
    data: { account, password: 'demo1234' },
  });
  return ((await response.json()) as { data: { userinfo: { id: number; token: string } } }).data
    .userinfo;
}

async function sendAs(request: APIRequestContext, token: string, toId: number, text: string) {
  const response = await request.post('/api/wanlshop/chat/send', {
    headers: { token },
    data: { to_id: toId, type: 'text', content: { text } },
  });
  expect(((await response.json()) as { code: number }).code).toBe(1);
}

test('a member chats with a shop live, misses messages while away, and gets them on return', async ({
  browser,
  request,
}) => {
  const shop = await login(request, 'merchant');
  const member = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await member.newPage();
  await loginByPassword(page, 'demo');
  const me = (await storedUser(page)) as { token: string };
  const demoId = (
    (await (
      await request.get('/api/wanlshop/user/info', { headers: { token: me.token } })
    ).json()) as { data: { id: number } }
  ).data.id;

  await page.goto(`/pages/notice/chat?to_id=${shop.id}`);
  await page.getByPlaceholder('Type a message…').fill('Hello shop, is the cloud phone in stock?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const log = page.getByLabel('Messages');
  await expect(log.getByText('Hello shop, is the cloud phone in stock?')).toBeVisible();

  // The shop answers through the API; the member sees it live, as text even when it looks like HTML.
  await sendAs(request, shop.token, demoId, 'Yes! <img src=x onerror=alert(1)> 3 left');
  await expect(log.getByText('Yes! <img src=x onerror=alert(1)> 3 left')).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);

  // Away: the page is gone, so is the socket. Two messages arrive meanwhile.
  await page.goto('about:blank');
  await sendAs(request, shop.token, demoId, 'Missed message one');
  await sendAs(request, shop.token, demoId, 'Missed message two');

  // Back: the Message Center shows the conversation with its unread count, then the chat shows both.
  await page.goto('/pages/notice/notice');
  await expect(page.getByText('Missed message two')).toBeVisible();
  await expect(page.getByLabel('2 unread')).toBeVisible();
  const before = await request.get('/api/wanlshop/notice/counts', { headers: { token: me.token } });
  expect(((await before.json()) as { data: { chat: number } }).data.chat).toBe(2);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await page.getByRole('dialog').getByRole('button').last().click();
  await expect(page.getByText('All marked as read')).toBeVisible();
  const counts = await request.get('/api/wanlshop/notice/counts', { headers: { token: me.token } });
  expect(((await counts.json()) as { data: { chat: number } }).data.chat).toBe(0);

  await page.goto(`/pages/notice/chat?to_id=${shop.id}`);
  await expect(log.getByText('Missed message one')).toBeVisible();
  await expect(log.getByText('Missed message two')).toBeVisible();
  await member.close();
});

test('two members chat live in two browsers', async ({ browser }) => {
  const contexts = await Promise.all([
    browser.newContext({ viewport: { width: 390, height: 844 } }),
    browser.newContext({ viewport: { width: 390, height: 844 } }),
  ]);
  const [pageA, pageB] = await Promise.all(contexts.map((c) => c.newPage()));
  await loginByPassword(pageA!, 'demo');
  await loginByPassword(pageB!, 'demo2');
  const idOf = async (page: typeof pageA) =>
    Number(
      ((await page!.evaluate(() => localStorage.getItem('wanlshop:user'))) ?? '').match(
        /"id":(\d+)/,
      )?.[1],
    );
  const [idA, idB] = [await idOf(pageA), await idOf(pageB)];
  await pageA!.goto(`/pages/notice/chat?to_id=${idB}`);
  await pageB!.goto(`/pages/notice/chat?to_id=${idA}`);
  await pageA!.getByPlaceholder('Type a message…').fill('Hi from A');
  await pageA!.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(pageB!.getByLabel('Messages').getByText('Hi from A')).toBeVisible();
  await pageB!.getByPlaceholder('Type a message…').fill('Hi back from B');
  await pageB!.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(pageA!.getByLabel('Messages').getByText('Hi back from B')).toBeVisible();
  await Promise.all(contexts.map((c) => c.close()));
});

test('a login elsewhere pushes user_login: the open page goes to login by itself', async ({
  page,
  request,
}) => {
  await openLoggedIn(page, 'demo2', '/pages/user/setting/setting');
  await page.waitForTimeout(500); // the socket binds after the page is shown
  await login(request, 'demo2');
  await expect(page).toHaveURL(/\/pages\/user\/auth\/auth/, { timeout: 10_000 });
  expect((await storedUser(page))?.isLogin ?? false).toBe(false);
});
