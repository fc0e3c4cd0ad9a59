import { describe, expect, it } from 'vitest';
import { checkSamePassword, checks } from './field-checks';

describe('auth field checks', () => {
  it('prompts for a missing account number or username', () => {
    expect(checks.account('  ')).toBe('common:validation.accountRequired');
    expect(checks.username('')).toBe('common:validation.usernameRequired');
  });
  it('needs a password of at least 6 characters', () => {
    expect(checks.password('12345')).toBe('errors:password_too_short');
    expect(checks.password('123456')).toBeUndefined();
  });
  it('wants the area code first and no plus sign', () => {
    expect(checks.mobile('+8613800000000')).toBe('common:validation.mobileNoPlus');
    expect(checks.mobile('12ab')).toBe('errors:invalid_mobile');
    expect(checks.mobile('8613800000000')).toBeUndefined();
  });
  it('checks SMS codes, invitation codes and the password confirmation', () => {
    expect(checks.code('12345')).toBe('errors:invalid_sms_code');
    expect(checks.inviteCode('CLOUDMALL')).toBeUndefined();
    expect(checkSamePassword('abcdef', 'abcdeg')).toBe('common:validation.passwordMismatch');
  });
});
