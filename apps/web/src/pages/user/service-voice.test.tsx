import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { envelopeResponse, installRouteApi, sentBodies } from '../../testing/test-api';
import ServicePage from './service';
import { useEnglishMember } from '../../testing/member';
import { fakeRecorder } from '../../testing/fake-recorder';

const FakeRecorder = fakeRecorder('audio/ogg;codecs=opus');
const URL_OF_UPLOAD = '/uploads/2026/11/q.ogg';
let now = 5_000_000;

describe('customer service by voice', () => {
  useEnglishMember({ username: 'demo' });
  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: async () => ({ getTracks: () => [] }) },
      configurable: true,
    });
    vi.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uploads the recording, asks with its url and length, and shows it as a voice bubble', async () => {
    const api = installRouteApi({
      '/api/wanlshop/chat/service_history': () => envelopeResponse([]),
      '/api/wanlshop/help/list': () => envelopeResponse([]),
      '/api/common/upload': () => envelopeResponse({ url: URL_OF_UPLOAD, fullurl: URL_OF_UPLOAD }),
      '/api/wanlshop/chat/service': () =>
        envelopeResponse([
          {
            id: 1,
            type: 'service',
            form: { id: 12, name: '', avatar: '' },
            sender: 'member',
            message: { type: 'voice', content: { url: URL_OF_UPLOAD, length: 4 } },
            createtime: 1,
          },
          {
            id: 2,
            type: 'service',
            form: { id: 0, name: 'Cloudmall assistant', avatar: '' },
            sender: 'bot',
            message: { type: 'text', content: { text: 'An agent will listen.' } },
            createtime: 1,
          },
        ]),
    });
    renderPage(ServicePage, '/pages/user/service');
    const record = await screen.findByRole('button', { name: 'Record a voice message' });
    await act(async () => {
      fireEvent.click(record);
    });
    now += 4_200;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Stop and send the voice message' }));
    });
    await waitFor(() =>
      expect(sentBodies(api.fetch, '/api/wanlshop/chat/service')).toEqual([
        { voice: { url: URL_OF_UPLOAD, length: 4 } },
      ]),
    );
    const upload = api.fetch.mock.calls.find(([input]) => String(input).includes('/common/upload'));
    expect(((upload?.[1]?.body as FormData).get('file') as File).name).toBe('voice.ogg');
    expect(
      (await screen.findByRole('button', { name: 'Play voice message' })).textContent,
    ).toContain('4″');
    expect(screen.getByText('An agent will listen.')).toBeTruthy();
  });
});
