import { consoleMembersRoutes } from '@cloudmall/contract/access';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReasonModal } from './reason-modal';

function open(onConfirm: (reason: string) => Promise<unknown>) {
  render(
    <ReasonModal
      open
      title="Freeze?"
      okText="Go"
      schema={consoleMembersRoutes.freeze.input}
      values={{ user_id: 7 }}
      onConfirm={onConfirm}
      onCancel={() => undefined}
    />,
  );
  return {
    type: (text: string) =>
      fireEvent.change(screen.getByRole('textbox'), { target: { value: text } }),
    ok: () => fireEvent.click(screen.getByRole('button', { name: /Go/ })),
  };
}

describe('ReasonModal', () => {
  it('runs an audited action only with a reason the contract accepts, trimmed', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const modal = open(onConfirm);
    modal.ok();
    expect(await screen.findByText('errors:required')).toBeTruthy();
    modal.type(' x ');
    modal.ok();
    expect(await screen.findByText('errors:required')).toBeTruthy();
    modal.type('x'.repeat(201));
    modal.ok();
    expect(await screen.findByText('errors:too_long')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();

    modal.type('  repeated chargebacks  ');
    modal.ok();
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('repeated chargebacks'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
