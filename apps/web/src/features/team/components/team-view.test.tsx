import type { TeamMember, TeamOverview } from '@cloudmall/contract/team';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEnglishMember } from '../../../testing/member';
import { renderRoutes } from '../../../testing/render-page';
import { envelopeResponse, installRouteApi, sentBodies } from '../../../testing/test-api';
import { TeamView } from './team-view';

const base: TeamOverview = {
  invite_code: 'AB12CD34',
  user_id: 5,
  level1: 2,
  level2: 1,
  level3: 0,
  total: 3,
  contribution: '7.00',
  inviter: null,
};
const member: TeamMember = {
  user_id: 9,
  nickname: 'Grace',
  avatar: '',
  level: 1,
  joined_at: 1_780_000_000,
  invited: 1,
  contribution: '5.00',
};
const page = (rows: TeamMember[]) => ({
  total: rows.length,
  per_page: 15,
  current_page: 1,
  last_page: 1,
  data: rows,
});

describe('the team page', () => {
  useEnglishMember();

  it('shows the counts, the code and the members; binding a refused code shows why and binds nothing', async () => {
    let overview = base;
    const api = installRouteApi({
      '/api/wanlshop/team/index': () => envelopeResponse(overview),
      '/api/wanlshop/team/members': () => envelopeResponse(page([member])),
      '/api/wanlshop/team/bind': (init) => {
        const sent = JSON.parse(String(init?.body)) as { invite_code: string };
        if (sent.invite_code === 'CHILD123')
          return envelopeResponse(null, { code: 0, msg: 'invite_cycle' });
        overview = {
          ...base,
          inviter: { user_id: 2, nickname: 'Ada', avatar: '', invite_code: 'ADA00001' },
        };
        return envelopeResponse(overview.inviter);
      },
    });
    renderRoutes([{ path: '/t', element: <TeamView /> }], '/t');
    expect((await screen.findByTestId('team-total')).textContent).toBe('3');
    expect(screen.getByTestId('team-code').textContent).toBe('AB12CD34');
    expect(await screen.findByText('Grace')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Direct (2)' })).toBeTruthy();

    const field = screen.getByRole('textbox', { name: /Inviter's invitation code/ });
    fireEvent.change(field, { target: { value: 'x!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind inviter' }));
    expect(await screen.findByText('Invalid invitation or registration code')).toBeTruthy();
    expect(sentBodies(api.fetch, '/api/wanlshop/team/bind')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'CHILD123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind inviter' }));
    expect(
      await screen.findByText('This member is in your own team and cannot be your inviter'),
    ).toBeTruthy();

    fireEvent.change(field, { target: { value: 'ADA00001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind inviter' }));
    expect((await screen.findByTestId('team-inviter')).textContent).toContain('Ada');
  });

  it('says the team is empty when no one registered with the code yet', async () => {
    installRouteApi({
      '/api/wanlshop/team/index': () =>
        envelopeResponse({ ...base, level1: 0, level2: 0, total: 0 }),
      '/api/wanlshop/team/members': () => envelopeResponse(page([])),
    });
    renderRoutes([{ path: '/t', element: <TeamView /> }], '/t');
    expect(await screen.findByText('No direct members yet')).toBeTruthy();
  });
});
