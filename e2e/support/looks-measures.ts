import type { Page } from '@playwright/test';

/**
 * Every visible enabled control (links, buttons, ARIA widgets, and the outermost element with a
 * pointer cursor) smaller than 44x44 CSS px, described as `text WxH`.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), [role=button], [role=link], [role=tab], [role=radio], [role=checkbox], [role=switch]';
    const targets = new Set<Element>(document.querySelectorAll(selector));
    for (const element of document.querySelectorAll('body *')) {
      const parent = element.parentElement;
      if (
        getComputedStyle(element).cursor === 'pointer' &&
        !(parent && getComputedStyle(parent).cursor === 'pointer')
      )
        targets.add(element);
    }
    const small: string[] = [];
    for (const element of targets) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (style.pointerEvents === 'none' || element.closest('[aria-hidden="true"]')) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (element.textContent || element.getAttribute('aria-label') || '').trim();
        small.push(`${name.slice(0, 30)} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

/**
 * Text below WCAG AA contrast: 4.5:1, or 3:1 for large text (24px, or 18.66px bold). The
 * background is the first opaque one up the tree; over a gradient every stop is tried; text on a
 * picture (a background image, or an img or video under it), disabled controls and hidden text
 * are left out. Measured once the page's entrance animations (the 200 ms fade-in) have finished.
 */
export async function contrastProblems(page: Page): Promise<string[]> {
  // finite animations only: a spinner or a shimmer runs for ever
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
        const [r = 0, g = 0, b = 0, a = 1] = match[1]!
          .split(/[ ,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r, g, b, a];
      });
    const over = (top: Rgba, bottom: Rgba): Rgba => [
      top[0] * top[3] + bottom[0] * (1 - top[3]),
      top[1] * top[3] + bottom[1] * (1 - top[3]),
      top[2] * top[3] + bottom[2] * (1 - top[3]),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const v = value / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    /** The backgrounds behind an element (several for a gradient), or undefined over a picture. */
    const backgroundsOf = (element: Element): Rgba[] | undefined => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (/url\(/.test(style.backgroundImage)) return undefined;
        const stops = parse(style.backgroundImage);
        if (stops.length > 0)
          return stops.map((stop) => layers.reduceRight((acc, layer) => over(layer, acc), stop));
        const [colour] = parse(style.backgroundColor);
        if (colour && colour[3] > 0) {
          if (colour[3] >= 1) return [layers.reduceRight((acc, layer) => over(layer, acc), colour)];
          layers.push(colour);
        }
      }
      return [layers.reduceRight((acc, layer) => over(layer, acc), [255, 255, 255, 1] as Rgba)];
    };
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const element = text.parentElement;
      if (!element || seen.has(element) || !text.textContent?.trim()) continue;
      seen.add(element);
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.bottom < 0 || box.top > innerHeight) continue;
      if (element.closest('[disabled], [aria-disabled="true"], [aria-hidden="true"], img, svg'))
        continue;
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      if (opacity < 0.3) continue; // fading in or out, not shown
      const under = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (under.some((node) => node.tagName === 'IMG' || node.tagName === 'VIDEO')) continue;
      const backgrounds = backgroundsOf(element);
      const [colour] = parse(style.color);
      if (!backgrounds || !colour) continue;
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const worst = Math.min(
        ...backgrounds.map((background) =>
          ratio(
            over([colour[0], colour[1], colour[2], colour[3] * opacity], background),
            background,
          ),
        ),
      );
      if (worst < needed)
        problems.push(`${text.textContent.trim().slice(0, 24)} ${worst.toFixed(2)} < ${needed}`);
    }
    return problems;
  });
}
