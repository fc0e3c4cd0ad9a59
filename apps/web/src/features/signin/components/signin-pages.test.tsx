import type { SigninRank, SigninStatus } from '@cloudmall/contract/signin';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-page';
import { useEnglishMember } from '../../../testing/member';
import { envelopeResponse, installRouteApi } from '../../../testing/test-api';
import { RankView } from './rank-view';
import { SigninView } from './signin-view';

const TABLE = [1, 2, 3, 4, 5, 10];
function status(signed: boolean): SigninStatus {
  return {
    today: '2026-03-04',
    time_zone: 'UTC',
    signed_today: signed,
    streak: signed ? 4 : 3,
    cycle_day: 4,
    today_points: 4,
    strip: TABLE.map((points, i) => ({
      cycle_day: i + 1,
      day: `2026-03-0${i + 1}`,
      points,
      signed: i < 3 || (signed && i === 3),
    })),
    total_points: signed ? 10 : 6,
    score: signed ? 10 : 6,
    user_score: signed ? 10 : 6,
    date: '2026-03-04',
    successions: signed ? 4 : 3,
    signin: signed ? { id: 4, createtime: 1_772_600_000 } : null,
    list: [],
    signinscore: { s1: 1, s2: 2, s3: 3, s4: 4, s5: 5, s6: 10, s7: 1, sn: 2 },
    isfillup: 0,
    fillupscore: 0,
  };
}
const history = { month: '2026-03', today: '2026-03-04', days: [] };

describe('the sign-in page', () => {
  useEnglishMember();

  it('offers today’s points, then disables the button and shows the points gained once signed', async () => {
    let signed = false;
    installRouteApi({
      '/api/wanlshop/signin/getSignin': () => envelopeResponse(status(signed)),
      '/api/wanlshop/signin/history': () => envelopeResponse(history),
      '/api/wanlshop/signin/dosign': () => {
        signed = true;
        return envelopeResponse({
          day: '2026-03-04',
          streak: 4,
          cycle_day: 4,
          points: 4,
          score: 10,
        });
      },
    });
    renderRoutes([{ path: '/s', element: <SigninView /> }], '/s');
    const button = await screen.findByRole('button', { name: 'Sign in · +4 points' });
    expect(screen.getByText('3 days')).toBeTruthy();
    fireEvent.click(button);
    const done = await screen.findByRole('button', { name: 'Signed in today · +4 points' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('4 days')).toBeTruthy();
  });

  it('shows the load-failed view with a retry when the status cannot load', async () => {
    installRouteApi({});
    renderRoutes([{ path: '/s', element: <SigninView /> }], '/s');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the sign-in rank page', () => {
  useEnglishMember();

  it('says no one has signed in yet when the list is empty', async () => {
    const empty: SigninRank = {
      by: 'streak',
      month: '2026-03',
      list: [],
      mine: { rank: null, value: 0 },
    };
    installRouteApi({ '/api/wanlshop/signin/rank': () => envelopeResponse(empty) });
    renderRoutes([{ path: '/r', element: <RankView /> }], '/r');
    expect(await screen.findByText('No one has signed in yet')).toBeTruthy();
    expect(screen.getByText('Not ranked')).toBeTruthy();
  });

  it('lists members by nickname with the member marked, and shows the load-failed view on error', async () => {
    const rank: SigninRank = {
      by: 'streak',
      month: '2026-03',
      list: [
        { rank: 1, nickname: 'Ayşe', avatar: '', value: 9, is_me: false },
        { rank: 2, nickname: 'Demo Shopper', avatar: '', value: 4, is_me: true },
      ],
      mine: { rank: 2, value: 4 },
    };
    installRouteApi({ '/api/wanlshop/signin/rank': () => envelopeResponse(rank) });
    renderRoutes([{ path: '/r', element: <RankView /> }], '/r');
    expect(await screen.findByText('Ayşe')).toBeTruthy();
    expect(screen.getByText('#2')).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    installRouteApi({});
    fireEvent.click(screen.getByRole('tab', { name: 'Points this month' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
