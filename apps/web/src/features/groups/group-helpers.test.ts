import { describe, expect, it } from 'vitest';
import { groupPriceOf, savingOf, seatsOf } from './group-price';
import { countdownParts, deadlineMs, formatTeamCountdown } from './group-time';

describe('group price', () => {
  it('charges the percent of the SKU price, rounded half up to the cent like the server', () => {
    expect(groupPriceOf('19.99', 75)).toBe('14.99');
    expect(groupPriceOf('19.90', 75)).toBe('14.93');
    expect(groupPriceOf('100.00', 80)).toBe('80.00');
    expect(groupPriceOf('0.01', 50)).toBe('0.01');
  });

  it('shows the saving against the alone price, never negative', () => {
    expect(savingOf('129.00', '79.20')).toBe('49.80');
    expect(savingOf('50.00', '60.00')).toBe('0.00');
  });

  it('draws members then empty seats up to the team size', () => {
    expect(seatsOf(['a'], 3)).toEqual(['a', null, null]);
    expect(seatsOf(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
  });
});

describe('team countdown', () => {
  it('counts from the server’s seconds left, whatever the device clock says', () => {
    expect(deadlineMs(1_000_100, 1_000_000, 5_000)).toBe(105_000);
    expect(deadlineMs(1_000_000, 1_000_100, 5_000)).toBe(5_000);
  });

  it('formats hours past a day, minutes and seconds, never negative', () => {
    expect(formatTeamCountdown(86_399)).toBe('23:59:59');
    expect(formatTeamCountdown(90_061)).toBe('25:01:01');
    expect(formatTeamCountdown(-5)).toBe('00:00:00');
    expect(countdownParts(65)).toEqual({ hours: '00', minutes: '01', seconds: '05' });
  });
});

describe('confirm page link', () => {
  it('round-trips a join line and refuses malformed ones', async () => {
    const { groupPaths, parseConfirmParams } = await import('./group-paths');
    const line = { goods_id: 3, sku_id: 9, number: 2, group_type: 'group' as const, groups_id: 7 };
    const url = new URL(groupPaths.confirm(line), 'http://x');
    expect(parseConfirmParams(url.searchParams)).toEqual(line);
    expect(
      parseConfirmParams(new URLSearchParams('goods_id=3&sku_id=9&number=1&group_type=alone')),
    ).toEqual({ goods_id: 3, sku_id: 9, number: 1, group_type: 'alone' });
    expect(
      parseConfirmParams(new URLSearchParams('goods_id=3&sku_id=9&number=0&group_type=group')),
    ).toBeUndefined();
    expect(
      parseConfirmParams(new URLSearchParams('goods_id=3&sku_id=9&number=1&group_type=ladder')),
    ).toBeUndefined();
    expect(
      parseConfirmParams(
        new URLSearchParams('goods_id=3&sku_id=9&number=1&group_type=group&groups_id=x'),
      ),
    ).toBeUndefined();
  });
});
