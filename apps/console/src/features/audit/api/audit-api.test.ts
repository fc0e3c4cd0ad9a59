import { describe, expect, it } from 'vitest';
import { auditInput } from './audit-api';

describe('the audit filters in the URL', () => {
  it('become the route input: actor id as a number, days as the first and last second', () => {
    const input = auditInput(
      { actor_id: '7', action: 'member.freeze', from: '2026-11-01', to: '2026-11-02' },
      { page: 2, list_rows: 20 },
    );
    expect(input).toMatchObject({ page: 2, list_rows: 20, actor_id: 7, action: 'member.freeze' });
    expect(Number(input.to) - Number(input.from)).toBe(2 * 86_400 - 1);
    expect(auditInput({ actor_id: 'x' }, { page: 1, list_rows: 20 }).actor_id).toBeUndefined();
  });
});
