import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
const originalExec = document.execCommand;

afterEach(() => {
  if (originalClipboard) Object.defineProperty(navigator, 'clipboard', originalClipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
  document.execCommand = originalExec;
});

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
}

describe('copyText', () => {
  it('uses the Clipboard API when present', async () => {
    const writeText = vi.fn(async () => undefined);
    setClipboard(writeText);
    expect(await copyText('TXyz')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('TXyz');
  });

  it('falls back to the selection and reports a failure', async () => {
    setClipboard(undefined);
    document.execCommand = vi.fn(() => false);
    expect(await copyText('TXyz')).toBe('failed');
  });

  it('reports an unsupported browser when neither way exists', async () => {
    setClipboard(undefined);
    Reflect.set(document, 'execCommand', undefined);
    expect(await copyText('TXyz')).toBe('unsupported');
  });
});
