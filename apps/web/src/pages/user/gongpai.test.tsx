import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { envelopeResponse, installRouteApi, sentBodies } from '../../testing/test-api';
import { useEnglishMember } from '../../testing/member';
import GongpaiPage from './gongpai';

const META = { titleKey: 'gongpai', requiresLogin: true, tab: false };
const page = <T,>(data: T[]) => ({
  total: data.length,
  per_page: 15,
  current_page: 1,
  last_page: 1,
  data,
});
const goods = {
  id: 7,
  shop_id: 1,
  category_id: 1,
  title: 'Cloud phone X',
  image: '',
  price: '99.00',
  market_price: '120.00',
  sales: 1,
  comment: 0,
  praise: 0,
  like: 0,
  views: 0,
  shop: { shopname: 'Shop', isself: false },
};
const entry = {
  id: 3,
  goods_id: 7,
  title: 'Cloud phone X',
  image: '',
  state: 'waiting',
  position: 4,
  joined_at: 1_800_000_000,
  allocated_at: null,
  left_at: null,
};

describe('public queue page', () => {
  useEnglishMember({ username: 'demo' });

  it('shows my place with how many wait ahead, and the rule that a place pays nothing', async () => {
    installRouteApi({ '/api/wanlshop/queue/mine': () => envelopeResponse(page([entry])) });
    renderPage(GongpaiPage, '/pages/user/gongpai', '', META);
    expect(await screen.findByText('No. 4')).toBeTruthy();
    expect(screen.getByText('3 members ahead of you')).toBeTruthy();
    expect(screen.getByText(/a place is never paid for and pays nothing/)).toBeTruthy();
  });

  it('joins a sold-out goods from the join tab and sends only its id', async () => {
    const api = installRouteApi({
      '/api/wanlshop/queue/goods': () =>
        envelopeResponse(page([{ goods, waiting: 2, joined: false }])),
      '/api/wanlshop/queue/join': () => envelopeResponse({ ...entry, position: 3 }),
    });
    renderPage(GongpaiPage, '/pages/user/gongpai', '?tab=join', META);
    expect(await screen.findByText(/2 waiting/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() =>
      expect(sentBodies(api.fetch, '/api/wanlshop/queue/join')).toEqual([{ goods_id: 7 }]),
    );
  });
});
