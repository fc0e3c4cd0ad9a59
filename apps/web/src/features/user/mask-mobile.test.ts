import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask-mobile';

describe('maskMobile', () => {
  it.each([
    ['hides four middle digits and keeps the last four', '8613812345678', '86138****5678'],
    ['hides four middle digits and keeps the last four', '6281234567', '62****4567'],
    ['leaves very short numbers alone', '12345', '12345'],
  ])('%s: %s reads %s', (_rule, mobile, shown) => {
    expect(maskMobile(mobile)).toBe(shown);
  });
});
