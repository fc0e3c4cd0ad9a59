import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { RecentNote } from './recent-note';

const queryIn = (state: Partial<UseQueryResult<unknown>>) =>
  ({ isPending: false, isError: false, refetch: vi.fn(), ...state }) as UseQueryResult<unknown>;

beforeAll(async () => {
  await initI18n('en');
});

describe('a recent-records card state', () => {
  it('offers a retry that refetches when the records could not load', () => {
    const query = queryIn({ isError: true });
    render(<RecentNote query={query} empty={false} emptyText="None yet" className="note" />);
    fireEvent.click(screen.getByRole('button', { name: 'Load failed · Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('says there is nothing yet only when the loaded list is empty', () => {
    const { rerender } = render(
      <RecentNote query={queryIn({})} empty emptyText="None yet" className="note" />,
    );
    expect(screen.getByText('None yet')).toBeTruthy();
    rerender(
      <RecentNote query={queryIn({})} empty={false} emptyText="None yet" className="note" />,
    );
    expect(screen.queryByText('None yet')).toBeNull();
  });
});
