import { describe, expect, it } from 'vitest';
import { markPopupSeen, popupAlreadySeen } from './system-popup';

describe('system popup', () => {
  it('shows once per adverts version and popup', () => {
    expect(popupAlreadySeen(3, 10)).toBe(false);
    markPopupSeen(3, 10);
    expect(popupAlreadySeen(3, 10)).toBe(true);
    expect(popupAlreadySeen(4, 10)).toBe(false); // a new adverts version shows it again
    expect(popupAlreadySeen(3, 11)).toBe(false); // so does another popup
  });
});
