import { ApiError } from '@cloudmall/client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { PAGES } from '../../lib/paths';
import { openNoNetworkPageWhenOffline } from './offline-page';

function setup(options: { online: boolean; path: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const navigate = vi.fn();
  openNoNetworkPageWhenOffline(queryClient, {
    navigate,
    isOnline: () => options.online,
    currentPaths: () => [options.path, undefined],
  });
  const fail = (key: string, error: Error) =>
    queryClient
      .fetchQuery({
        queryKey: [key],
        queryFn: () => Promise.reject(error),
      })
      .catch(() => undefined);
  return { queryClient, navigate, fail };
}

const networkError = () => new ApiError('network', 'Network malfunction');

describe('the no-network page', () => {
  it('opens when the browser is offline and a page cannot load its data', async () => {
    const { navigate, fail } = setup({ online: false, path: '/pages/user/money/money' });
    await fail('balance', networkError());
    expect(navigate).toHaveBeenCalledWith(PAGES.noNetwork);
  });

  it('does not open for a failure while online, or for an answer that is not a network failure', async () => {
    const online = setup({ online: true, path: '/pages/user/money/money' });
    await online.fail('balance', networkError());
    const offline = setup({ online: false, path: '/pages/user/money/money' });
    await offline.fail('balance', new ApiError('business', 'Nope'));
    expect(online.navigate).not.toHaveBeenCalled();
    expect(offline.navigate).not.toHaveBeenCalled();
  });

  it('leaves home (it shows the modules kept from the last launch) and a page that still has data', async () => {
    const home = setup({ online: false, path: '/' });
    await home.fail('likes', networkError());
    expect(home.navigate).not.toHaveBeenCalled();

    const kept = setup({ online: false, path: '/pages/user/money/money' });
    kept.queryClient.setQueryData(['balance'], { money: 1 });
    await kept.fail('balance', networkError());
    expect(kept.navigate).not.toHaveBeenCalled();
  });

  it('opens once: not again while it is already open', async () => {
    const { navigate, fail } = setup({ online: false, path: PAGES.noNetwork });
    await fail('balance', networkError());
    expect(navigate).not.toHaveBeenCalled();
  });
});
