import { describe, expect, it } from 'vitest';
import {
  initialLiveState,
  liveReducer,
  MAX_LIVE_LINES,
  toLiveEvent,
  type LiveEvent,
  type LiveState,
} from './live-messages';

const push = (type: string, extra: Partial<LiveEvent> = {}): LiveEvent => ({
  group: '1',
  from: { id: 7, nickname: 'Demo' },
  type,
  ...extra,
});
const apply = (state: LiveState, ...events: LiveEvent[]) =>
  events.reduce((current, event) => liveReducer(current, { type: 'push', event }), state);

describe('live room messages', () => {
  const start = initialLiveState({ online: 1, likes: 30 });

  it('adds coming and leave lines and takes the online count of each push', () => {
    const state = apply(
      start,
      push('coming', { online: 2 }),
      push('leave', { from: { id: 8, nickname: 'Second' }, online: 1 }),
    );
    expect(state.online).toBe(1);
    expect(state.lines).toEqual([
      { id: 1, kind: 'coming', name: 'Demo', text: '' },
      { id: 2, kind: 'leave', name: 'Second', text: '' },
    ]);
  });

  it('adds chat text verbatim (rendered as text later, never parsed as markup)', () => {
    const html = '<img src=x onerror="alert(1)"> hi';
    const state = apply(start, push('msg', { text: html, online: 3 }));
    expect(state.lines.at(-1)).toEqual({ id: 1, kind: 'msg', name: 'Demo', text: html });
    expect(state.online).toBe(3);
    // an empty message adds nothing
    expect(apply(state, push('msg'))).toBe(state);
  });

  it('updates likes from like pushes and the like answer, never backwards', () => {
    let state = apply(start, push('like', { like: 31, online: 2 }));
    expect(state).toMatchObject({ likes: 31, online: 2, lines: [] });
    state = apply(state, push('like', { like: 29 })); // a late push
    expect(state.likes).toBe(31);
    state = apply(state, push('like')); // no count: one more
    expect(state.likes).toBe(32);
    state = liveReducer(state, { type: 'liked', likes: 40 });
    expect(state.likes).toBe(40);
    expect(liveReducer(state, { type: 'liked', likes: 35 })).toBe(state);
  });

  it('takes the entered room’s counts while keeping lines that arrived first', () => {
    const early = apply(start, push('coming', { online: 2 }));
    const state = liveReducer(early, { type: 'entered', online: 2, likes: 45, ended: false });
    expect(state).toMatchObject({ online: 2, likes: 45, ended: false });
    expect(state.lines).toHaveLength(1);
  });

  it('marks the room ended on end, and ignores unknown types', () => {
    expect(apply(start, push('end')).ended).toBe(true);
    expect(apply(start, push('seek'), push('update'), push('review', { text: 'x' }))).toBe(start);
    expect(initialLiveState({ online: 0, likes: 0, status: 'ended' }).ended).toBe(true);
  });

  it('keeps only the newest lines', () => {
    const many = Array.from({ length: MAX_LIVE_LINES + 5 }, (_, index) =>
      push('msg', { text: `m${index}` }),
    );
    const state = apply(start, ...many);
    expect(state.lines).toHaveLength(MAX_LIVE_LINES);
    expect(state.lines[0]?.text).toBe('m5');
  });

  it('validates raw pushes with the contract and reads the counts', () => {
    const raw = {
      type: 'live',
      group: '1',
      form: { id: 7, nickname: 'Demo' },
      message: { type: 'like' },
      online: 2,
      like: 33,
    };
    expect(toLiveEvent(raw)).toEqual({
      group: '1',
      from: { id: 7, nickname: 'Demo' },
      type: 'like',
      text: undefined,
      online: 2,
      like: 33,
    });
    expect(toLiveEvent({ ...raw, online: -1, like: 'many' })).toMatchObject({
      online: undefined,
      like: undefined,
    });
    expect(toLiveEvent({ type: 'live', group: 1, message: {} })).toBeUndefined();
    expect(toLiveEvent('nope')).toBeUndefined();
  });
});
