import { describe, expect, it } from 'vitest';
import type { MemberDirectory } from '../identity/index.ts';
import { billMemos } from './bill-memo.ts';

const nobody = { findMember: async () => null } as unknown as MemberDirectory;
const memo = async (reason: string, text: string, language: 'en' | 'zh-Hant' | 'tr' | 'id') =>
  (await billMemos([{ amountMinor: -990n, reason, memo: text }], 1, nobody, language))[0];

describe('bill memos the server wrote read in the member language', () => {
  it('a cloud phone renewal says how many days it added, without the English device name', async () => {
    expect(await memo('device_renew', 'Cloud phone XGYM +7d', 'en')).toBe('7 more days');
    expect(await memo('device_renew', 'Cloud phone XGYM +30d', 'zh-Hant')).toBe('續期 30 天');
  });

  it('a sign-in names its day of the streak', async () => {
    expect(await memo('signin', 'sign-in day 4', 'tr')).toBe('Serinin 4. günü');
  });

  it('script revenue, held and released, names the device code', async () => {
    expect(await memo('income_held', 'script revenue CPFP77FMXGYM', 'id')).toBe(
      'Pendapatan skrip, perangkat CPFP77FMXGYM',
    );
    expect(await memo('income_released', 'script revenue CPFP77FMXGYM', 'en')).toBe(
      'Script revenue, device CPFP77FMXGYM',
    );
  });

  it('a team commission and its reversal by a refund name the order and level', async () => {
    expect(await memo('income_held', 'commission order 12 level 1', 'tr')).toBe(
      'Ekip komisyonu, sipariş #12, seviye 1',
    );
    expect(await memo('income_reversed', 'commission order 12 level 2 refund 7', 'en')).toBe(
      'Team commission taken back, order #12, level 2 (refund #7)',
    );
  });

  it('a memo a person wrote (a campaign name) stays as written', async () => {
    expect(await memo('campaign_fund', 'Spring push', 'zh-Hant')).toBe('Spring push');
  });
});
