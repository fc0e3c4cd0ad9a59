import { describe, expect, it } from 'vitest';
import { convertPxText, designUnits, serverPx } from './design-units';

const unit = (n: number) => `calc(${n} * min(100vw, var(--cm-max-width, 640px)) / 750)`;

describe('design units', () => {
  it('scales design units with the app width (750 wide)', () => {
    expect(designUnits(20)).toBe(unit(20));
    expect(designUnits(0)).toBe('0');
    expect(designUnits(Number.NaN)).toBe('0');
  });

  it('doubles the decoration px (375 wide) into design units', () => {
    expect(serverPx(10)).toBe(unit(20));
    expect(serverPx(7.5)).toBe(unit(15));
  });

  it('converts every px of a CSS value and leaves the rest', () => {
    expect(convertPxText('10px 12px')).toBe(`${unit(20)} ${unit(24)}`);
    expect(convertPxText('0 5px')).toBe(`0 ${unit(10)}`);
    expect(convertPxText('50%')).toBe('50%');
  });

  it('is 10 css px at a 375 px wide screen for a 10 px decoration value', () => {
    // evaluate the expression the way the browser would at 375 px
    const expression = serverPx(10)
      .replace('min(100vw, var(--cm-max-width, 640px))', '375')
      .replace(/^calc\((.*)\)$/, '$1');
    expect(Function(`return ${expression}`)()).toBe(10);
  });
});
