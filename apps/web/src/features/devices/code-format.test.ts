import { describe, expect, it } from 'vitest';
import { formatCode, normalizeCode } from './code-format';

describe('activation code formatting', () => {
  it('shows a 16-character code in four groups of four joined by dashes', () => {
    expect(formatCode('ACDEFGHJKMNPQRTU')).toBe('ACDE-FGHJ-KMNP-QRTU');
  });
  it('regroups a code that already carries dashes or spaces, and leaves a short tail as it is', () => {
    expect(formatCode('acde fghj-kmnp qrtu')).toBe('ACDE-FGHJ-KMNP-QRTU');
    expect(formatCode('ACDEFG')).toBe('ACDE-FG');
    expect(formatCode('')).toBe('');
  });
  it('reads typed input the way the server does: no spaces or dashes, upper case', () => {
    expect(normalizeCode(' acde-fghj kmnp\tqrtu ')).toBe('ACDEFGHJKMNPQRTU');
  });
});
