import type { ChatListEntry } from '@cloudmall/contract/chat';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeAllDialogs } from '../../components/ui/dialog';
import { EMPTY_CHAT_STATE, useChatStore } from '../../features/chat/stores/chat-store';
import { EMPTY_STATISTICS, useStatisticsStore } from '../../stores/statistics-store';
import { envelopeResponse, installRouteApi, sentBodies } from '../../testing/test-api';
import MessageCenterPage from './notice';
import { renderRoutes } from '../../testing/render-page';
import { useEnglishMember } from '../../testing/member';

const entry = (
  id: number,
  name: string,
  count: number,
  content = 'See you tomorrow',
): ChatListEntry => ({
  id,
  user_id: id,
  name,
  avatar: '',
  content,
  count,
  createtime: Math.floor(Date.now() / 1000) - 60,
});

function renderCenter() {
  renderRoutes(
    [
      {
        path: '/n',
        Component: MessageCenterPage,
        handle: { titleKey: 'notice', requiresLogin: true, tab: false },
      },
    ],
    '/n',
  );
}

function centerApi(conversations: ChatListEntry[]) {
  return installRouteApi({
    '/api/wanlshop/notice/counts': () =>
      envelopeResponse({ order: 2, notice: 1, system: 0, logistics: 1, chat: 3 }),
    '/api/wanlshop/chat/lists': () => envelopeResponse(conversations),
    '/api/wanlshop/chat/read': () => envelopeResponse(null),
    '/api/wanlshop/notice/read': () => envelopeResponse(null),
    '/api/wanlshop/chat/del': () => envelopeResponse(null),
  });
}

/** Clicks, then answers the confirm dialog it opened (the kit renders dialogs into the body, outside the page). */
async function openDialog(click: () => void): Promise<HTMLElement> {
  const before = document.querySelectorAll('.adm-dialog-body').length;
  click();
  await waitFor(() =>
    expect(document.querySelectorAll('.adm-dialog-body').length).toBeGreaterThan(before),
  );
  return [...document.querySelectorAll<HTMLElement>('.adm-dialog-body')].at(-1) as HTMLElement;
}
/** The nav bar's button (the page renders before any dialog). */
const markAllButton = () =>
  screen.getAllByRole('button', { name: 'Mark all as read' })[0] as HTMLElement;

describe('Message Center', () => {
  useEnglishMember();
  beforeEach(() => {
    useStatisticsStore.setState(structuredClone(EMPTY_STATISTICS));
    useChatStore.setState({ ...EMPTY_CHAT_STATE });
  });
  // dialogs live in their own roots: close them and let them unmount before the next test
  afterEach(async () => {
    closeAllDialogs();
    await waitFor(() => expect(document.querySelector('.adm-dialog-body')).toBeNull(), {
      timeout: 3000,
    });
  });

  it('loads the true counts, and marks everything read only after the confirm', async () => {
    const api = centerApi([entry(13, 'Second Demo', 2), entry(14, 'Shop owner', 1, '[image]')]);
    renderCenter();
    expect(await screen.findByText('Second Demo')).toBeTruthy();
    expect(screen.getByText('[Image]')).toBeTruthy();
    expect(useStatisticsStore.getState().notice).toEqual({ order: 2, notice: 2, chat: 3 });

    // cancelling changes nothing
    const cancelled = await openDialog(() => fireEvent.click(markAllButton()));
    await act(async () => {
      fireEvent.click(within(cancelled).getByRole('button', { name: 'Cancel' }));
    });
    expect(sentBodies(api.fetch, '/api/wanlshop/chat/read')).toEqual([]);
    expect(useStatisticsStore.getState().notice.chat).toBe(3);

    const confirm = await openDialog(() => fireEvent.click(markAllButton()));
    expect(
      within(confirm).getByText('All conversations and notifications will be marked as read.'),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Mark all as read' }));
    });
    await waitFor(() =>
      expect(useStatisticsStore.getState().notice).toEqual({ order: 0, notice: 0, chat: 0 }),
    );
    expect(sentBodies(api.fetch, '/api/wanlshop/chat/read')).toEqual([{}]);
    expect(sentBodies(api.fetch, '/api/wanlshop/notice/read')).toEqual([{}]);
    expect(screen.queryByLabelText('2 unread')).toBeNull();
  });

  it('deletes a conversation after a confirm and subtracts its count', async () => {
    const api = centerApi([entry(13, 'Second Demo', 2), entry(14, 'Shop owner', 1)]);
    renderCenter();
    const row = (await screen.findByText('Second Demo')).closest('button') as HTMLElement;
    const confirm = await openDialog(() => fireEvent.contextMenu(row)); // a long press opens the context menu on phones
    expect(within(confirm).getByText(/Second Demo/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    });
    await waitFor(() => expect(screen.queryByText('Second Demo')).toBeNull());
    expect(sentBodies(api.fetch, '/api/wanlshop/chat/del')).toEqual([{ id: 13 }]);
    expect(useStatisticsStore.getState().notice.chat).toBe(1);
  });

  it('shows the empty state without conversations', async () => {
    centerApi([]);
    renderCenter();
    expect(await screen.findByText('No messages yet')).toBeTruthy();
  });
});
