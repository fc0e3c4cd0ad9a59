import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { mediaUrl } from '../../lib/media';
import styles from './safe-html.module.css';

/** Elements that never render from rich text, whatever the server let through. */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'svg',
  'math',
];

let hooked = false;
function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src) node.setAttribute('src', mediaUrl(src));
      node.setAttribute('loading', 'lazy');
    }
  });
}

/**
 * Rich text sanitised on the client too (the server already cleans it): no scripts, frames, forms,
 * event handlers, inline styles or javascript: links. Links open in a new tab; images load lazily.
 */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'id', 'name'],
    ALLOW_DATA_ATTR: false,
  });
}

/** True when the text carries markup; plain text keeps its line breaks instead. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/** Renders sanitised rich text (goods details, articles) with readable defaults for images and tables. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const isHtml = looksLikeHtml(html);
  const clean = useMemo(() => (isHtml ? sanitizeHtml(html) : ''), [html, isHtml]);
  if (!isHtml)
    return <div className={`${styles.html} ${styles.plain} ${className ?? ''}`}>{html}</div>;
  return (
    <div
      className={`${styles.html} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
