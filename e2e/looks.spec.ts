import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPost, tokenOf } from './support/api-helpers';
import { loginByPassword } from './support/auth-helpers';
import { contrastProblems, smallTargets } from './support/looks-measures';
import { paidOrderOf } from './support/order-helpers';

// Looks measured in the browser at 390x844 (sizes, boxes, computed colours; no snapshots): long
// languages fit, tap targets are at least 44x44, zoom is allowed and text passes WCAG AA contrast.

const LONG_LANGUAGES = ['tr', 'id'] as const;

async function useLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((lang) => localStorage.setItem('wanlshop:lang', lang), language);
}

async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => undefined);
}

/** demo gets an address and a received order (lamp of shop 6), so the address book, the refund form and the review form have something to show. */
async function receivedOrderOfDemo(request: APIRequestContext): Promise<number> {
  const token = await tokenOf(request, 'demo');
  const { id } = await paidOrderOf(request, token, { shop_id: 6, goods_id: 95, sku_id: 316 });
  const shipped = await apiPost(
    request,
    '/wanlshop/shop/order/ship',
    await tokenOf(request, 'shop6'),
    {
      id,
      express_name: 'SF Express',
      express_no: `SF9${id}`,
    },
  );
  expect(shipped.code).toBe(1);
  expect((await apiPost(request, '/wanlshop/order/confirmOrder', token, { id })).code).toBe(1);
  return id;
}

test.describe('as the demo member', () => {
  test.beforeEach(async ({ page }) => {
    await loginByPassword(page, 'demo');
  });

  for (const language of LONG_LANGUAGES) {
    test(`My page order shortcuts keep their labels apart in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await settle(page, '/pages/user');
      const labels = page.getByTestId('order-shortcut-label');
      await expect(labels).toHaveCount(5);
      // the text itself (a Range), not the span, so text running out of its box counts
      const boxes = await labels.evaluateAll((spans) =>
        spans.map((span) => {
          const range = document.createRange();
          range.selectNodeContents(span);
          const text = range.getBoundingClientRect();
          const cell = span.parentElement!.getBoundingClientRect();
          return { left: text.left, right: text.right, cellLeft: cell.left, cellRight: cell.right };
        }),
      );
      for (const [index, box] of boxes.entries()) {
        expect(box.left, `label ${index} inside its cell`).toBeGreaterThanOrEqual(
          box.cellLeft - 0.5,
        );
        expect(box.right, `label ${index} inside its cell`).toBeLessThanOrEqual(
          box.cellRight + 0.5,
        );
        const next = boxes[index + 1];
        if (next) expect(box.right, `label ${index} before the next`).toBeLessThan(next.left);
      }
    });

    test(`coupon names and validity are whole or clamped with the full text in ${language}`, async ({
      page,
    }) => {
      await useLanguage(page, language);
      await settle(page, '/pages/user/coupon/list');
      await expect(page.getByTestId('coupon-name').first()).toBeVisible();
      const cut = await page
        .locator('[data-testid="coupon-name"], [data-testid="coupon-validity"]')
        .evaluateAll((elements) =>
          elements
            .filter((element) => {
              const clipped =
                element.scrollWidth > element.clientWidth + 1 ||
                element.scrollHeight > element.clientHeight + 1;
              const fullText = element.getAttribute('title') === element.textContent?.trim();
              return clipped && !fullText;
            })
            .map((element) => element.textContent),
        );
      expect(cut).toEqual([]);
    });
  }

  test('home menu labels are not cut', async ({ page }) => {
    await useLanguage(page, 'tr');
    await settle(page, '/pages/index');
    const labels = page.getByTestId('menu-label');
    await expect(labels.first()).toBeVisible();
    const cut = await labels.evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1 ||
            getComputedStyle(element).textOverflow === 'ellipsis',
        )
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
  });

  test('a video cover in the feed carries one play mark, in its corner, none over the middle', async ({
    page,
  }) => {
    await settle(page, '/pages/find');
    const marks = page.getByTestId('play-mark');
    await expect(marks.first()).toBeVisible();
    const covers = await marks.evaluateAll((list) =>
      list.map((mark) => {
        const cover = mark.parentElement!;
        const box = cover.getBoundingClientRect();
        const centreX = box.left + box.width / 2;
        const centreY = box.top + box.height / 2;
        // any drawn overlay (not the picture) whose centre is in the middle fifth of the cover
        const central = Array.from(cover.querySelectorAll('*')).filter((element) => {
          if (element.tagName === 'IMG') return false;
          const r = element.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return false;
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          return Math.abs(x - centreX) < box.width / 10 && Math.abs(y - centreY) < box.height / 10;
        }).length;
        return { marks: cover.querySelectorAll('[data-testid="play-mark"]').length, central };
      }),
    );
    for (const cover of covers) expect(cover).toEqual({ marks: 1, central: 0 });
  });

  test('prices in the goods grid line up across each row', async ({ page }) => {
    await settle(page, '/pages/product/list');
    const prices = page.getByTestId('tile-price');
    await expect(prices.nth(3)).toBeVisible();
    const rows = await prices.evaluateAll((list) => {
      const byRow = new Map<number, number[]>();
      for (const price of list) {
        const tile = price.closest('a')!.getBoundingClientRect();
        const bottom = price.getBoundingClientRect().bottom;
        byRow.set(Math.round(tile.top), [...(byRow.get(Math.round(tile.top)) ?? []), bottom]);
      }
      return [...byRow.values()].filter((row) => row.length > 1);
    });
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(Math.max(...row) - Math.min(...row)).toBeLessThanOrEqual(1);
  });

  test("the member's initial sits in the middle of the avatar", async ({ page }) => {
    await settle(page, '/pages/user');
    const initial = page.getByTestId('avatar-initial');
    await expect(initial).toBeVisible();
    expect(await initial.evaluate((letter) => letter.textContent)).toBe('D');
    const offset = await initial.evaluate((letter) => {
      const range = document.createRange();
      range.selectNodeContents(letter);
      const text = range.getBoundingClientRect();
      const circle = letter.parentElement!.getBoundingClientRect();
      return {
        x: text.left + text.width / 2 - (circle.left + circle.width / 2),
        y: text.top + text.height / 2 - (circle.top + circle.height / 2),
      };
    });
    expect(Math.abs(offset.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(offset.y)).toBeLessThanOrEqual(1);
  });

  test('every tap target on the member pages is at least 44x44', async ({ page, request }) => {
    const orderId = await receivedOrderOfDemo(request);
    await loginByPassword(page, 'demo'); // the API logins above ended the browser's session
    const pages = [
      '/pages/user',
      '/pages/user/address/address',
      '/pages/user/refund/lists',
      `/pages/user/refund/apply?order_id=${orderId}&goods_id=95`,
      '/pages/user/coupon/list',
      `/pages/user/order/comment?id=${orderId}`,
      '/pages/product/goods?id=95',
      '/pages/index',
    ];
    for (const path of pages) {
      await settle(page, path);
      await page.waitForTimeout(300);
      expect(await smallTargets(page), path).toEqual([]);
    }
  });

  test('text on the main pages passes WCAG AA contrast', async ({ page }) => {
    for (const path of [
      '/pages/user',
      '/pages/user/coupon/list',
      '/pages/product/goods?id=95',
      '/pages/index',
    ]) {
      await settle(page, path);
      await page.waitForTimeout(300);
      expect(await contrastProblems(page), path).toEqual([]);
    }
  });
});

test('the viewport lets the reader zoom', async ({ page }) => {
  await page.goto('/pages/index');
  const viewport = (await page.locator('meta[name="viewport"]').getAttribute('content')) ?? '';
  expect(viewport).not.toMatch(/maximum-scale\s*=\s*1(\.0*)?\b|user-scalable\s*=\s*(no|0)/);
});

test('the shop name sits below its banner, not on it', async ({ page }) => {
  await settle(page, '/pages/shop/index?id=6');
  const banner = await page.getByTestId('shop-banner').boundingBox();
  const name = await page.getByTestId('shop-name').boundingBox();
  expect(banner && name).toBeTruthy();
  expect(name!.y).toBeGreaterThanOrEqual(banner!.y + banner!.height);
});

test('the advert page has a picture, a title, a text, its action and a way back', async ({
  page,
}) => {
  await settle(page, '/pages/article/advert?id=1');
  const advert = page.getByTestId('advert-page');
  await expect(advert.getByRole('img')).toBeVisible();
  await expect(advert.getByRole('heading')).toHaveText('Featured in Cloudmall');
  await expect(advert.getByText('See the goods and offers this advert is about.')).toBeVisible();
  await expect(advert.getByRole('link', { name: 'See more' })).toBeVisible();
  await expect(advert.getByRole('button', { name: 'Back' })).toBeVisible();
});

test('English page titles are in sentence case', async ({ page }) => {
  await loginByPassword(page, 'demo');
  await settle(page, '/pages/user/money/list');
  await expect(page.getByRole('heading', { name: 'Bill details', exact: true })).toBeVisible();
  await settle(page, '/pages/notice/notice');
  await expect(page.getByRole('heading', { name: 'Message center', exact: true })).toBeVisible();
});
