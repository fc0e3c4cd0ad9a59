import type { Notice } from '@cloudmall/contract/chat';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelopeResponse, installTestApi } from '../../../testing/test-api';
import SystemNoticesPage from '../system/system';
import NoticeLogisticsPage from './logistics';
import { renderRoutes } from '../../../testing/render-page';
import { useEnglishMember } from '../../../testing/member';

const now = Math.floor(Date.now() / 1000);
const notice = (
  id: number,
  type: Notice['type'],
  title: string,
  content: string,
  modules: string,
  modulesId: number,
): Notice => ({
  id,
  type,
  title,
  content,
  modules,
  modules_id: modulesId,
  read: false,
  createtime: now - 60,
  url: '',
  image: '',
  come: '',
});

/** The notices the server writes: a shipping and a delivery notice, and a platform announcement. */
const NOTICES: Record<string, Notice[]> = {
  logistics: [
    notice(8, 'logistics', 'Parcel delivered', 'Order 2026112500007', 'logistics', 7),
    notice(
      5,
      'logistics',
      'Parcel on its way',
      'Order 2026112500007: SF Express SF1234567',
      'logistics',
      7,
    ),
  ],
  system: [
    notice(
      9,
      'system',
      'Maintenance tonight',
      'The app pauses from 02:00 to 02:30 UTC.',
      'system',
      0,
    ),
  ],
  notice: [],
};

function renderAt(path: string) {
  installTestApi(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/wanlshop/notice/list') {
      const data = NOTICES[url.searchParams.get('type') ?? ''] ?? [];
      return envelopeResponse({
        total: data.length,
        per_page: 10,
        current_page: 1,
        last_page: 1,
        data,
      });
    }
    return envelopeResponse(null);
  });
  renderRoutes(
    [
      { path: '/pages/notice/logistics/logistics', Component: NoticeLogisticsPage },
      { path: '/pages/notice/system/system', Component: SystemNoticesPage },
      { path: '/pages/user/order/logistics', Component: () => <p>Tracking page</p> },
    ],
    path,
  );
}

describe('logistics and system notices', () => {
  useEnglishMember();

  it('the logistics page lists the shipping and delivery notices, newest first, each opening the tracking page', async () => {
    renderAt('/pages/notice/logistics/logistics');
    expect(await screen.findByText('Parcel delivered')).toBeTruthy();
    expect(screen.getByText('Order 2026112500007: SF Express SF1234567')).toBeTruthy();
    const titles = screen.getAllByText(/^Parcel /).map((element) => element.textContent);
    expect(titles).toEqual(['Parcel delivered', 'Parcel on its way']);
    fireEvent.click(screen.getByText('Parcel on its way'));
    expect(await screen.findByText('Tracking page')).toBeTruthy();
  });

  it('the System tab lists platform announcements', async () => {
    renderAt('/pages/notice/system/system');
    expect(await screen.findByText('Maintenance tonight')).toBeTruthy();
    expect(screen.getByText('The app pauses from 02:00 to 02:30 UTC.')).toBeTruthy();
  });
});
