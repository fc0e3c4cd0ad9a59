import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('rich text', () => {
  it('keeps formatting and images', () => {
    expect(sanitizeRichText('<p><b>Fast</b> phone<img src="/uploads/a.webp" alt="a"></p>')).toBe(
      '<p><b>Fast</b> phone<img src="/uploads/a.webp" alt="a" /></p>',
    );
  });

  it('drops scripts, handlers, frames and javascript links', () => {
    const dirty =
      '<p onclick="steal()">x<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="//evil"></iframe><a href="javascript:alert(1)">y</a></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|javascript/i);
    expect(clean).toContain('x');
  });
});
