import type { ChatMessageBody } from '@cloudmall/contract/chat';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../lib/i18n';
import { fakeRecorder } from '../../../../testing/fake-recorder';
import { Composer } from './composer';
import { MessageContent } from './message-content';

const FakeRecorder = fakeRecorder('audio/webm;codecs=opus');

let now = 1_000_000;
const track = { stop: vi.fn() };
const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }));

function renderComposer(onVoice = vi.fn()) {
  render(
    <Suspense fallback={null}>
      <Composer sending={false} onSendText={async () => true} onVoice={onVoice} />
    </Suspense>,
  );
  return onVoice;
}

describe('voice recorder in the composer', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia },
      configurable: true,
    });
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    getUserMedia.mockClear();
    track.stop.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('records on a tap, shows the time against the 60 s limit, and hands over the audio and its length on the second tap', async () => {
    const onVoice = renderComposer();
    const record = await screen.findByRole('button', { name: 'Record a voice message' });
    await act(async () => {
      fireEvent.click(record);
    });
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    const stopButton = screen.getByRole('button', { name: 'Stop and send the voice message' });
    expect(stopButton.getAttribute('aria-pressed')).toBe('true');
    now += 3_400;
    expect(await screen.findByText('Recording 0:03 / 1:00')).toBeTruthy();
    act(() => fireEvent.click(stopButton));
    expect(onVoice).toHaveBeenCalledTimes(1);
    const [{ blob, seconds }] = onVoice.mock.calls[0]!;
    expect(seconds).toBe(3);
    expect(blob.type).toBe('audio/webm;codecs=opus');
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeTruthy();
  });

  it('stops by itself at 60 seconds', async () => {
    const onVoice = renderComposer();
    const record = await screen.findByRole('button', { name: 'Record a voice message' });
    await act(async () => {
      fireEvent.click(record);
    });
    now += 75_000;
    await waitFor(() => expect(onVoice).toHaveBeenCalledTimes(1));
    expect(onVoice.mock.calls[0]![0].seconds).toBe(60);
    expect(FakeRecorder.last?.state).toBe('inactive');
  });

  it('drops a recording that is discarded', async () => {
    const onVoice = renderComposer();
    const record = await screen.findByRole('button', { name: 'Record a voice message' });
    await act(async () => {
      fireEvent.click(record);
    });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Discard the recording' })));
    expect(onVoice).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeTruthy();
  });

  it('says so when the microphone is refused, and offers no button where the browser cannot record', async () => {
    getUserMedia.mockRejectedValueOnce(new Error('NotAllowedError'));
    renderComposer();
    const record = await screen.findByRole('button', { name: 'Record a voice message' });
    await act(async () => {
      fireEvent.click(record);
    });
    expect(await screen.findByText(/The microphone is not available/)).toBeTruthy();
    vi.stubGlobal('MediaRecorder', undefined);
    render(<Composer sending={false} onSendText={async () => true} onVoice={vi.fn()} />, {
      container: document.body.appendChild(document.createElement('section')),
    });
    expect(await screen.findAllByRole('button', { name: 'Send' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Record a voice message' })).toHaveLength(1);
  });
});

describe('voice bubble', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the length and plays the recording when tapped', async () => {
    const played: string[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        constructor(readonly src: string) {}
        play() {
          played.push(this.src);
          return Promise.resolve();
        }
      },
    );
    const body: ChatMessageBody = {
      type: 'voice',
      content: { url: '/uploads/2026/11/v.webm', length: 7 },
    };
    render(
      <Suspense fallback={null}>
        <MemoryRouter>
          <MessageContent body={body} mine={false} onPreview={() => undefined} />
        </MemoryRouter>
      </Suspense>,
    );
    const bubble = await screen.findByRole('button', { name: 'Play voice message' });
    expect(bubble.textContent).toContain('7″');
    fireEvent.click(bubble);
    expect(played).toHaveLength(1);
    expect(played[0]).toMatch(/\/uploads\/2026\/11\/v\.webm$/);
  });
});
