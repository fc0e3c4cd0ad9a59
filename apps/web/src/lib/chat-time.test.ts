import { describe, expect, it } from 'vitest';
import { describeChatTime, formatChatTime } from './chat-time';

const now = new Date(2025, 5, 15, 12, 0, 0).getTime(); // a Sunday, local time

describe('describeChatTime', () => {
  it('shows hh:mm for today', () => {
    expect(describeChatTime(new Date(2025, 5, 15, 8, 5).getTime(), now)).toEqual({
      kind: 'clock',
      text: '08:05',
    });
  });
  it('says yesterday for the previous calendar day', () => {
    expect(describeChatTime(new Date(2025, 5, 14, 23, 0).getTime(), now).kind).toBe('yesterday');
  });
  it('shows the weekday within 7 days', () => {
    const described = describeChatTime(new Date(2025, 5, 11, 9, 0).getTime(), now);
    expect(described).toMatchObject({ kind: 'weekday', weekday: 3 });
  });
  it('shows mm-dd hh:mm when older', () => {
    expect(describeChatTime(new Date(2025, 4, 1, 9, 30).getTime(), now)).toEqual({
      kind: 'date',
      text: '05-01 09:30',
    });
  });
});

describe('formatChatTime', () => {
  const t = (key: string) => (key === 'common:time.yesterday' ? 'Yesterday' : key);
  const at = (...parts: [number, number, number, number, number]) =>
    new Date(...parts).getTime() / 1000; // Unix seconds

  it('renders today as hh:mm and older than a week as mm-dd hh:mm', () => {
    expect(formatChatTime(at(2025, 5, 15, 8, 5), t, 'en', now)).toBe('08:05');
    expect(formatChatTime(at(2025, 5, 8, 21, 40), t, 'en', now)).toBe('06-08 21:40');
  });
  it('says yesterday in the app language', () => {
    expect(formatChatTime(at(2025, 5, 14, 23, 59), t, 'en', now)).toBe('Yesterday');
  });
  it('names the weekday in the app language within 7 days', () => {
    expect(formatChatTime(at(2025, 5, 11, 9, 0), t, 'en', now)).toBe('Wednesday');
    expect(formatChatTime(at(2025, 5, 11, 9, 0), t, 'zh-Hant', now)).toBe('星期三');
  });
});
