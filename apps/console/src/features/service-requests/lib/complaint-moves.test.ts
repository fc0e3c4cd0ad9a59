import { describe, expect, it } from 'vitest';
import { complaintHeadline, nextMoves } from './complaint-moves';

describe('where a complaint can move', () => {
  it('a waiting complaint is taken up or decided at once; one in progress only decided; a decided one not at all', () => {
    expect(nextMoves('pending')).toEqual(['processing', 'resolved', 'rejected']);
    expect(nextMoves('processing')).toEqual(['resolved', 'rejected']);
    expect(nextMoves('resolved')).toEqual([]);
    expect(nextMoves('rejected')).toEqual([]);
  });
});

describe('what a complaint is about', () => {
  it('names the reason, the target kind, its name and id', () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      values ? `${key}(${JSON.stringify(values)})` : key;
    expect(
      complaintHeadline(
        { category: 'fraud', target_type: 'shop', target_id: 3, target_name: 'Acme' },
        t,
      ),
    ).toBe(
      'service-requests:complaints.headline({"reason":"service-requests:category.fraud","target":"service-requests:target.shop","name":"Acme","id":3})',
    );
  });
});
