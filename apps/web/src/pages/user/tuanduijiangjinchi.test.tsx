import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { envelopeResponse, installRouteApi } from '../../testing/test-api';
import { useEnglishMember } from '../../testing/member';
import TeamRewardPoolPage from './tuanduijiangjinchi';

const META = { titleKey: 'teamRewardPool', requiresLogin: true, tab: false };
const empty = { total: 0, per_page: 15, current_page: 1, last_page: 1, data: [] };

describe('team reward pool page', () => {
  useEnglishMember({ username: 'demo' });

  it('shows the totals, where the money comes from (no yield promised) and an empty list', async () => {
    installRouteApi({
      '/api/wanlshop/rewards/totals': () =>
        envelopeResponse({ held: '5.00', released: '10.00', total: '15.00' }),
      '/api/wanlshop/rewards/list': () => envelopeResponse(empty),
    });
    renderPage(TeamRewardPoolPage, '/pages/user/tuanduijiangjinchi', '', META);
    expect(await screen.findByText('¥15.00')).toBeTruthy();
    expect(screen.getByText('¥5.00')).toBeTruthy();
    expect(screen.getByText(/Nothing here is a promised yield or return/)).toBeTruthy();
    expect(await screen.findByText('No rewards yet')).toBeTruthy();
  });

  it('lists a reward with its reason and when it is released', async () => {
    const future = Math.floor(Date.now() / 1000) + 3 * 86_400;
    installRouteApi({
      '/api/wanlshop/rewards/totals': () =>
        envelopeResponse({ held: '2.50', released: '0.00', total: '2.50' }),
      '/api/wanlshop/rewards/list': () =>
        envelopeResponse({
          ...empty,
          total: 1,
          data: [
            {
              id: 1,
              pool: 'team',
              amount: '2.50',
              reason: 'Helped the team',
              created_at: future - 12 * 86_400,
              available_at: future,
              released: false,
            },
          ],
        }),
    });
    renderPage(TeamRewardPoolPage, '/pages/user/tuanduijiangjinchi', '', META);
    expect(await screen.findByText('Helped the team')).toBeTruthy();
    expect(screen.getByText(/Held until .* \(3 days left\)/)).toBeTruthy();
  });
});
