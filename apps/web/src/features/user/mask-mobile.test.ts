import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask-mobile';

describe('maskMobile', () => {
  it('hides four middle digits and keeps the last four', () => {
    expect(maskMobile('8613812345678')).toBe('86138****5678');
    expect(maskMobile('6281234567')).toBe('62****4567');
  });
  it('leaves very short numbers alone', () => {
    expect(maskMobile('12345')).toBe('12345');
  });
});
