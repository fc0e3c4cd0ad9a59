import type { GoodsCard } from '@cloudmall/contract/catalog';
import { LivePushSchema } from '@cloudmall/contract/chat';

/** A validated `live` push of protocol §5.3. */
export interface LiveEvent {
  /** The room id, as a string. */
  group: string;
  from: { id: number; nickname: string };
  type: string;
  text?: string;
  /** Members in the room now. */
  online?: number;
  /** The room's likes now (on `like`). */
  like?: number;
  /** The room's goods now (on `update`). */
  goods?: GoodsCard[];
}

/** One line of the chat overlay: a chat message, or who came, left or followed. Always rendered as text. */
export interface LiveLine {
  id: number;
  kind: 'coming' | 'leave' | 'follow' | 'msg';
  name: string;
  text: string;
}

export interface LiveState {
  online: number;
  likes: number;
  lines: LiveLine[];
  ended: boolean;
  nextId: number;
}

export type LiveAction =
  | { type: 'push'; event: LiveEvent }
  /** The like answer of this member. */
  | { type: 'liked'; likes: number }
  /** The room as `play` answered it (pushes may have arrived before it). */
  | { type: 'entered'; online: number; likes: number; ended: boolean };

/** The overlay keeps the newest lines only. */
export const MAX_LIVE_LINES = 60;

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;

/** Validates a raw `live` push with the contract (plus its `online` and `like` counts); anything else is undefined. */
export function toLiveEvent(raw: unknown): LiveEvent | undefined {
  const parsed = LivePushSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const extra = raw as { online?: unknown; like?: unknown };
  const { group, form, message, goods } = parsed.data;
  return {
    group,
    from: form,
    type: message.type,
    text: message.text,
    online: count(extra.online),
    like: count(extra.like),
    goods,
  };
}

export function initialLiveState(room: {
  online: number;
  likes: number;
  status?: string;
}): LiveState {
  return {
    online: room.online,
    likes: room.likes,
    lines: [],
    ended: room.status === 'ended',
    nextId: 1,
  };
}

function addLine(state: LiveState, kind: LiveLine['kind'], event: LiveEvent, text = ''): LiveState {
  const line: LiveLine = { id: state.nextId, kind, name: event.from.nickname, text };
  return {
    ...state,
    online: event.online ?? state.online,
    lines: [...state.lines, line].slice(-MAX_LIVE_LINES),
    nextId: state.nextId + 1,
  };
}

/**
 * The room as pushes arrive: `coming`/`leave`/`follow` add a line and update who is online, `msg` adds
 * the chat text, `like` updates the likes (never backwards), `end` marks the room ended. Unknown
 * types (`seek`, `update`, moderation notes…) leave the state as it is.
 */
export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  if (action.type === 'liked')
    return action.likes > state.likes ? { ...state, likes: action.likes } : state;
  if (action.type === 'entered') {
    return {
      ...state,
      online: action.online,
      likes: Math.max(state.likes, action.likes),
      ended: state.ended || action.ended,
    };
  }
  const { event } = action;
  switch (event.type) {
    case 'coming':
    case 'leave':
    case 'follow':
      return addLine(state, event.type, event);
    case 'msg':
      return event.text ? addLine(state, 'msg', event, event.text) : state;
    case 'like':
      return {
        ...state,
        online: event.online ?? state.online,
        likes: Math.max(state.likes, event.like ?? state.likes + 1),
      };
    case 'end':
      return { ...state, ended: true };
    default:
      return state;
  }
}
