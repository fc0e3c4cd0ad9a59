import Dialog from 'antd-mobile/es/components/dialog';
import { ApiError } from '@cloudmall/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmedAction } from './dialog';
import { toast } from './toast';

const t = (key: string) => `«${key}»`;

describe('confirmedAction', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks in the words of the action and runs nothing when the member keeps it', async () => {
    const confirm = vi.spyOn(Dialog, 'confirm').mockResolvedValue(false);
    const run = vi.fn(() => Promise.resolve());

    expect(await confirmedAction(t, 'cancel', run)).toBe('kept');

    expect(confirm).toHaveBeenCalledWith({
      content: '«confirm.cancel»',
      confirmText: '«actions.cancel»',
      cancelText: '«confirm.keep»',
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('runs a confirmed action and says it is done', async () => {
    vi.spyOn(Dialog, 'confirm').mockResolvedValue(true);
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const run = vi.fn(() => Promise.resolve());

    expect(await confirmedAction(t, 'delete', run)).toBe('done');

    expect(run).toHaveBeenCalledOnce();
    expect(success).toHaveBeenCalledWith('«done.delete»');
  });

  it('shows the error of a confirmed action that fails, and no success', async () => {
    vi.spyOn(Dialog, 'confirm').mockResolvedValue(true);
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const fail = vi.spyOn(toast, 'fail').mockImplementation(() => undefined);
    const run = () => Promise.reject(new ApiError('business', 'Already shipped'));

    expect(await confirmedAction(t, 'close', run)).toBe('failed');

    expect(fail).toHaveBeenCalledWith('Already shipped');
    expect(success).not.toHaveBeenCalled();
  });
});
