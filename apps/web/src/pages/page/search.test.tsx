import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAllDialogs } from '../../components/ui/dialog';
import { readLocalHistory } from '../../features/catalog/search-history';
import { EMPTY_USER, useUserStore } from '../../stores/user-store';
import { useEnglishVisitor } from '../../testing/member';
import { renderPage } from '../../testing/render-page';
import { envelopeResponse, installRouteApi } from '../../testing/test-api';
import SearchPage from './search';

const hot = [
  { id: 1, keywords: 'cloud phone', flag: 'hot' },
  { id: 2, keywords: 'script', flag: 'normal' },
];

function searchApi() {
  return installRouteApi({
    '/api/wanlshop/common/searchList': () => envelopeResponse(hot),
    '/api/wanlshop/common/searchHistory': () => envelopeResponse(['vpn']),
    '/api/wanlshop/common/clearSearch': () => envelopeResponse(null),
  });
}

describe('search page', () => {
  useEnglishVisitor();
  // dialogs live in their own roots: close them and let them unmount before the next test
  afterEach(async () => {
    closeAllDialogs();
    await waitFor(() => expect(document.querySelector('.adm-dialog-body')).toBeNull(), {
      timeout: 3000,
    });
  });

  it('shows hot keywords but no history to a visitor, and searches by keyword', async () => {
    searchApi();
    const { router } = renderPage(SearchPage, '/pages/page/search');
    fireEvent.click(await screen.findByRole('button', { name: 'script' }));
    expect(screen.queryByText('Recent searches')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/product/list'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('script');
    expect(readLocalHistory(0)).toEqual([]);
  });

  it('keeps a member’s searches (markup as text) and clears them after a confirm', async () => {
    useUserStore.setState({ ...EMPTY_USER, isLogin: true, id: 12, token: 't' });
    const api = searchApi();
    const { router } = renderPage(SearchPage, '/pages/page/search');
    expect(await screen.findByRole('button', { name: 'vpn' })).toBeTruthy();

    const box = screen.getByPlaceholderText('Search goods');
    fireEvent.change(box, { target: { value: '  <script>x</script>  ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/product/list'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe(
      '<script>x</script>',
    );
    expect(readLocalHistory(12)).toEqual(['<script>x</script>']);

    await act(async () => {
      await router.navigate('/pages/page/search');
    });
    expect(await screen.findByRole('button', { name: '<script>x</script>' })).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    });
    await waitFor(() => expect(screen.queryByText('Recent searches')).toBeNull());
    expect(
      api.fetch.mock.calls.some(([url]) => String(url).endsWith('/wanlshop/common/clearSearch')),
    ).toBe(true);
    expect(readLocalHistory(12)).toEqual([]);
  });
});
