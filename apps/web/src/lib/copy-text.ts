/** Spec §8 copy outcomes: copied successfully, copy failed, browser not supported. */
export type CopyOutcome = 'copied' | 'failed' | 'unsupported';

function copyWithSelection(text: string): CopyOutcome {
  if (typeof document.execCommand !== 'function') return 'unsupported';
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy') ? 'copied' : 'failed';
  } catch {
    return 'failed';
  } finally {
    area.remove();
  }
}

/** Copies text with the Clipboard API, or the selection fallback where that API is missing (http). */
export async function copyText(text: string): Promise<CopyOutcome> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return 'copied';
    } catch {
      // permission refused or not focused: the selection fallback may still work
    }
  }
  return copyWithSelection(text);
}
