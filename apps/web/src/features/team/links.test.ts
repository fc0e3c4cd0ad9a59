import { describe, expect, it } from 'vitest';
import { inviteLink, memberCodeLink, percentOf } from './links';

describe('shared team links carry the sharer’s id as pid', () => {
  it('the invitation link opens register with the code and the pid', () => {
    const link = new URL(inviteLink('AB12CD34', 42, 'https://mall.example'));
    expect(link.pathname).toBe('/pages/user/auth/register');
    expect(link.searchParams.get('invite_code')).toBe('AB12CD34');
    expect(link.searchParams.get('pid')).toBe('42');
  });

  it('the member code opens the transfer page addressed to the member', () => {
    const link = new URL(memberCodeLink('ada lovelace', 7, 'https://mall.example'));
    expect(link.pathname).toBe('/pages/user/money/transfer');
    expect(link.searchParams.get('to')).toBe('ada lovelace');
    expect(link.searchParams.get('pid')).toBe('7');
  });

  it('rates in basis points read as percentages', () => {
    expect(percentOf(500)).toBe('5');
    expect(percentOf(250)).toBe('2.5');
    expect(percentOf(0)).toBe('0');
  });
});
