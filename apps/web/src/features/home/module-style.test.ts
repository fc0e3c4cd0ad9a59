import { describe, expect, it } from 'vitest';
import { convertModuleStyle, toLength } from './module-style';

const unit = (n: number) => `calc(${n} * min(100vw, var(--cm-max-width, 640px)) / 750)`;

describe('module style', () => {
  it('reads lengths given as numbers, bare numbers in text, or px text', () => {
    expect(toLength(8)).toBe(unit(16));
    expect(toLength('8')).toBe(unit(16));
    expect(toLength('8px')).toBe(unit(16));
    expect(toLength('10px 4px')).toBe(`${unit(20)} ${unit(8)}`);
    expect(toLength('url(x)')).toBeUndefined();
    expect(toLength({})).toBeUndefined();
  });

  it('scales lengths, keeps colours, accepts kebab-case keys', () => {
    expect(
      convertModuleStyle({
        height: 10,
        'padding-top': '6px',
        borderRadius: '8px',
        backgroundColor: '#ffffff',
        'text-align': 'center',
      }),
    ).toEqual({
      height: unit(20),
      paddingTop: unit(12),
      borderRadius: unit(16),
      backgroundColor: '#ffffff',
      textAlign: 'center',
    });
  });

  it('drops unknown keys, urls and script-like values', () => {
    expect(
      convertModuleStyle({
        position: 'fixed',
        background: 'url(javascript:alert(1))',
        color: 'red;}</style><script>',
        zIndex: 9,
      }),
    ).toEqual({});
    expect(convertModuleStyle(undefined)).toEqual({});
  });
});
