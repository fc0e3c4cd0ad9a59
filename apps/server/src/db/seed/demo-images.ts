import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { variantFile, writeImageVariants } from '../../platform/storage/image-variants.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Draws a demo picture offline (no downloads): a two-colour gradient in the given hue, a large
 * glyph (no words: a picture cannot follow the reader's language, the page's text does), rendered to
 * WebP under `<dataDir>/uploads/demo/`, with the responsive copies an upload gets. Skips files that
 * exist (and draws only the missing copies of an existing picture).
 */
export async function demoImage(
  dataDir: string,
  name: string,
  options: { hue: number; glyph: string; width?: number; height?: number },
): Promise<string> {
  const url = `/uploads/demo/${name}.webp`;
  const file = path.join(dataDir, 'uploads', 'demo', `${name}.webp`);
  if (existsSync(file)) {
    if (!existsSync(variantFile(file, 240))) await writeImageVariants(await readFile(file), file);
    return url;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const width = options.width ?? 600;
  const height = options.height ?? 600;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${options.hue},85%,58%)"/><stop offset="1" stop-color="hsl(${(options.hue + 40) % 360},80%,42%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.18}" r="${Math.min(width, height) * 0.28}" fill="#ffffff" fill-opacity="0.12"/>
  <text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${Math.min(width, height) * 0.3}" fill="#ffffff" fill-opacity="0.92">${escapeXml(options.glyph)}</text>
</svg>`;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  await writeFile(file, bytes);
  await writeImageVariants(bytes, file);
  return url;
}
