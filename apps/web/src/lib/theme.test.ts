import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage';
import { applyTheme, chooseTheme, readTheme, THEMES } from './theme';

afterEach(() => {
  localStorage.clear();
  applyTheme('orange');
});

describe('the colour theme', () => {
  it('is the default orange until the member chooses one, and an unknown stored name is ignored', () => {
    expect(readTheme()).toBe('orange');
    localStorage.setItem(STORAGE_KEYS.theme, 'neon');
    expect(readTheme()).toBe('orange');
  });

  it('applies a chosen theme at once through the colour variables and keeps it', () => {
    chooseTheme('blue');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--cm-primary')).toBe(THEMES.blue.primary);
    expect(style.getPropertyValue('--cm-gradient')).toContain(THEMES.blue.from);
    expect(readTheme()).toBe('blue');
  });

  it('going back to orange leaves the stylesheet’s own colours', () => {
    chooseTheme('green');
    chooseTheme('orange');
    expect(document.documentElement.style.getPropertyValue('--cm-primary')).toBe('');
    expect(document.documentElement.dataset.theme).toBe('orange');
  });
});
