import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiGet, pluginPost, tokenOf } from './support/api-helpers';
import { openLoggedIn } from './support/auth-helpers';

/** The demo member's device with an enabled script, its plugin secret, and the demo campaign for that script. */
async function demoPlugin(request: APIRequestContext) {
  const demo = await tokenOf(request, 'demo');
  const devices = await apiGet<{ data: Array<{ id: number }> }>(
    request,
    '/wanlshop/device/lists',
    demo,
  );
  for (const { id } of devices.data) {
    const detail = await apiGet<{
      device_code: string;
      plugin_secret: string;
      scripts: Array<{ script_id: number; enabled: boolean }>;
    }>(request, `/wanlshop/device/details?id=${id}`, demo);
    const enabled = detail.scripts.find((script) => script.enabled);
    if (!enabled) continue;
    const advertiser = await tokenOf(request, 'advertiser1');
    const campaigns = await apiGet<{ data: Array<{ id: number; script_id: number }> }>(
      request,
      '/console/campaigns/list',
      advertiser,
    );
    const campaign = campaigns.data.find((row) => row.script_id === enabled.script_id);
    if (campaign)
      return { code: detail.device_code, secret: detail.plugin_secret, campaignId: campaign.id };
  }
  throw new Error('the demo member has no device with an enabled script and a campaign');
}

/** Reports revenue as the plugin does (signed with the device secret). */
function reportRevenue(
  request: APIRequestContext,
  plugin: { code: string; secret: string; campaignId: number },
  amount: string,
) {
  return pluginPost<{ status: string; amount: string }>(request, plugin, '/plugin/revenue', {
    report_id: `e2e-${randomBytes(6).toString('hex')}`,
    campaign_id: plugin.campaignId,
    amount,
    occurred_at: Math.floor(Date.now() / 1000),
  });
}

test('revenue the plugin reports shows on the Script Revenue Details page as held', async ({
  page,
  request,
}) => {
  const plugin = await demoPlugin(request);
  const answer = await reportRevenue(request, plugin, '3.21');
  expect(answer).toMatchObject({ code: 1, data: { status: 'held', amount: '3.21' } });

  await openLoggedIn(page, 'demo', '/pages/user/signin/log');
  await expect(page.getByText('Script revenue details').first()).toBeVisible();
  const today = page.getByRole('region', { name: 'Script revenue' });
  await expect(today).toBeVisible();
  const row = page
    .getByRole('listitem')
    .filter({ hasText: `Device ${plugin.code}` })
    .first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/Held ¥\d+\.\d{2}/);
  await expect(page.getByText(/Next held revenue becomes withdrawable on/)).toBeVisible();
  // the report counts towards today's figure
  await expect(today).not.toContainText('Today¥0.00');

  // My page shows the totals too
  await page.goto('/pages/user');
  await expect(page.getByRole('link', { name: 'Script revenue details' })).toBeVisible();
});
