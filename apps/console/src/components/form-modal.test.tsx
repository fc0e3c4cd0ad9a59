import { consoleAuthRoutes } from '@cloudmall/contract/access';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { contractField } from './contract-field';
import { FormModal, useFormModal } from './form-modal';

function Harness({
  onSubmit,
  children,
}: {
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Record<string, string>>();
  return (
    <FormModal open title="New" okText="Save" form={form} onSubmit={onSubmit} onCancel={vi.fn()}>
      {children}
    </FormModal>
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /Save/ }));
const type = (value: string) =>
  fireEvent.change(screen.getByRole('textbox'), { target: { value } });

/** Opens a FormModal around `field` and saves it empty: `error` shows and nothing is submitted. */
async function saveEmpty(
  field: ReactNode,
  onSubmit: (values: Record<string, string>) => Promise<unknown>,
  error: string,
) {
  render(<Harness onSubmit={onSubmit}>{field}</Harness>);
  save();
  expect(await screen.findByText(error)).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
}

describe('FormModal', () => {
  it('submits only values that pass the form rules, and stays usable when the call fails', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new Error('refused'))
      .mockResolvedValue(undefined);
    await saveEmpty(
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'name needed' }]}>
        <Input />
      </Form.Item>,
      onSubmit,
      'name needed',
    );

    type('Spring sale');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Spring sale' });
  });
});

/** The modal of a form sending its values with `send`, as `Harness` but through `useFormModal`. */
function SendingHarness({
  children,
  ...props
}: {
  send: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const modal = useFormModal<Record<string, string>>({ open: true, busy: false, ...props });
  return (
    <FormModal {...modal} title="New" okText="Save">
      {children}
    </FormModal>
  );
}

describe('useFormModal', () => {
  it('closes the modal once its call succeeds, and keeps it open when the call fails', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(
      <SendingHarness send={send} onClose={onClose}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
      </SendingHarness>,
    );
    type('Spring sale');
    save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(send).toHaveBeenLastCalledWith({ name: 'Spring sale' });
  });
});

describe('contractField', () => {
  it("checks its field with the route's schema, with the values the form does not show", async () => {
    const Field = contractField(consoleAuthRoutes.login.input, { password: 'secret' });
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    await saveEmpty(
      <Field name="account" label="Account">
        <Input />
      </Field>,
      onSubmit,
      'errors:required',
    );

    type('admin');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ account: 'admin' }));
  });
});
