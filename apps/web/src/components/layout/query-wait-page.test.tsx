import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { renderPage } from '../../testing/render-page';
import { QueryWaitPage } from './query-wait-page';

const renderWait = (query: Parameters<typeof QueryWaitPage>[0]['query']) =>
  renderPage(() => <QueryWaitPage query={query} />, '/pages/user/money/withdraw_score');

describe('a page waiting for its query', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows the loading view while the query is pending', async () => {
    renderWait({ isPending: true, error: null, refetch: vi.fn() });
    expect(await screen.findByRole('status')).toBeDefined();
  });

  it('shows the failure with a retry that loads the query again', async () => {
    const refetch = vi.fn();
    renderWait({ isPending: false, error: new Error('offline'), refetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
