import type { QueueEntry } from '@cloudmall/contract/rewards';
import { describe, expect, it } from 'vitest';
import { entryLine } from './queue-rules';

const entry = (over: Partial<QueueEntry>): QueueEntry => ({
  id: 1,
  goods_id: 2,
  title: 'Cloud phone',
  image: '',
  state: 'waiting',
  position: 3,
  joined_at: 100,
  allocated_at: null,
  left_at: null,
  ...over,
});

describe('a queue entry line', () => {
  it('shows the position and how many wait ahead while waiting', () => {
    expect(entryLine(entry({ position: 3 }))).toEqual({ key: 'position', position: 3, ahead: 2 });
    expect(entryLine(entry({ position: 1 }))).toMatchObject({ ahead: 0 });
  });

  it('shows when a unit was allocated, or when the member left', () => {
    expect(entryLine(entry({ state: 'allocated', position: null, allocated_at: 500 }))).toEqual({
      key: 'allocated',
      at: 500,
    });
    expect(entryLine(entry({ state: 'left', position: null, left_at: 400 }))).toEqual({
      key: 'left',
      at: 400,
    });
  });
});
