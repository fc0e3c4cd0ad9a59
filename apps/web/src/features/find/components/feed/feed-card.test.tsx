import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../lib/i18n';
import { EMPTY_USER, useUserStore } from '../../../../stores/user-store';
import type { FindPost } from '../../api/find-queries';
import { findPost } from '../../testing/find-fixtures';
import { FeedCard } from './feed-card';

function renderCard(post: FindPost, onLike = vi.fn()) {
  const router = createMemoryRouter([
    { path: '/', element: <FeedCard post={post} onLike={onLike} /> },
  ]);
  const view = render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return { ...view, onLike };
}

describe('feed card', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    useUserStore.setState({ ...EMPTY_USER });
    delete (window as { __pwned?: boolean }).__pwned;
  });

  it('shows hostile text as text: no element is created from it', async () => {
    const content =
      '<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true"> hello';
    const { container } = renderCard(
      findPost({
        content,
        author: { user_id: 9, nickname: '<b>Bold</b>', avatar: '', shop: null },
      }),
    );
    expect(await screen.findByText(content)).toBeTruthy();
    expect(screen.getByText('<b>Bold</b>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows the author, the pictures and the counts formatted', async () => {
    const { container } = renderCard(findPost());
    expect(await screen.findByText('Demo Member')).toBeTruthy();
    expect(container.querySelectorAll('img[src^="/uploads/demo/"]')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '12345 likes' }).textContent).toBe('1.2w');
    expect(screen.getByRole('link', { name: '3 comments' }).getAttribute('href')).toBe(
      '/pages/apps/find/details/details?id=5&afferent=comments',
    );
  });

  it('opens per the navigation rule: a live item takes a visitor to login, then the room', async () => {
    renderCard(
      findPost({
        id: 19,
        type: 'live',
        live_id: 1,
        author: {
          user_id: 3,
          nickname: 'M',
          avatar: '',
          shop: { id: 1, shopname: 'Cloudmall Official', avatar: '' },
        },
      }),
    );
    expect(await screen.findByText('Cloudmall Official')).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Open post' });
    expect(open.getAttribute('href')).toBe(
      `/pages/user/auth/auth?redirect=${encodeURIComponent('/pages/apps/find/details/live?id=1')}`,
    );
    expect(screen.getAllByText('Live').length).toBeGreaterThan(0);
  });

  it('opens a video item in the video page and a liked post shows pressed', async () => {
    useUserStore.setState({ ...EMPTY_USER, isLogin: true, id: 12, token: 't' });
    const post = findPost({
      id: 17,
      type: 'video',
      images: [],
      video: { url: '/uploads/v.mp4', cover: '/uploads/v.webp' },
      is_like: true,
    });
    const { onLike } = renderCard(post);
    expect((await screen.findByRole('link', { name: 'Open post' })).getAttribute('href')).toBe(
      '/pages/apps/find/details/video?id=17',
    );
    const like = screen.getByRole('button', { name: '12345 likes' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(like);
    expect(onLike).toHaveBeenCalledWith(post);
  });
});
