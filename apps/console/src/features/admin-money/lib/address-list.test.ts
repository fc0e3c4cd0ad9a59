import { describe, expect, it } from 'vitest';
import { addressesOf } from './address-list';

describe('addresses to import', () => {
  it('reads one a line or comma separated, dropping blanks and repeats', () => {
    expect(addressesOf('TA1\n\n TB2 ,TC3\r\nTA1;')).toEqual(['TA1', 'TB2', 'TC3']);
    expect(addressesOf('   ')).toEqual([]);
  });
});
