import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { EMPTY_STATISTICS, useStatisticsStore } from '../stores/statistics-store';
import { useUiStore } from '../stores/ui-store';
import { EMPTY_USER, useUserStore } from '../stores/user-store';
import { loginResult } from '../testing/fixtures';
import { renderPage } from '../testing/render-page';
import { envelopeResponse, installRouteApi } from '../testing/test-api';
import UserCenterPage from './user';

describe('My page counters', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('show the favourites, follows, history and coupons the server counted, replacing the stored zeros', async () => {
    const { userinfo, statistics } = loginResult();
    useUserStore.setState({ ...EMPTY_USER, isLogin: true, id: userinfo.id, token: userinfo.token });
    useUiStore.setState({ sessionChecked: true });
    useStatisticsStore.setState(structuredClone(EMPTY_STATISTICS));
    installRouteApi({
      '/api/wanlshop/user/info': () => envelopeResponse(userinfo),
      '/api/wanlshop/user/refresh': () =>
        envelopeResponse({
          userinfo,
          statistics: {
            ...statistics,
            dynamic: { collection: 6, concern: 7, footprint: 8, coupon: 9, accountbank: 1 },
          },
        }),
    });
    renderPage(UserCenterPage, '/pages/user');

    const stats = await screen.findByRole('navigation', { name: 'My activity' });
    await waitFor(() =>
      expect(within(stats).getByText('Favourites').previousSibling?.textContent).toBe('6'),
    );
    expect(within(stats).getByText('Following').previousSibling?.textContent).toBe('7');
    expect(within(stats).getByText('History').previousSibling?.textContent).toBe('8');
    expect(within(stats).getByText('Coupons').previousSibling?.textContent).toBe('9');
    expect(useStatisticsStore.getState().dynamic.accountbank).toBe(1);
  });
});
