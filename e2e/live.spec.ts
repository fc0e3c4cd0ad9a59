import { expect, test } from '@playwright/test';
import { loginByPassword } from './support/auth-helpers';

test('two members in a live room see each other arrive and chat live', async ({ browser }) => {
  const contexts = await Promise.all(
    [0, 1].map(() => browser.newContext({ viewport: { width: 390, height: 844 } })),
  );
  const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
  await loginByPassword(a!, 'demo');
  await loginByPassword(b!, 'demo2');
  await a!.goto('/pages/shop/live/live?id=1');
  await expect(a!.getByText('Cloud phone launch, live').first()).toBeVisible();
  await a!.waitForTimeout(500);
  await b!.goto('/pages/shop/live/live?id=1');
  await expect(a!.getByText(/Demo Friend/).first()).toBeVisible();
  const composer = b!.getByRole('textbox').last();
  await composer.fill('Hello from B <b>bold?</b>');
  await composer.press('Enter');
  await expect(a!.getByText('Hello from B <b>bold?</b>')).toBeVisible();
  await Promise.all(contexts.map((c) => c.close()));
});
