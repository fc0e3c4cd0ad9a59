import { consoleAuthRoutes } from '@cloudmall/contract/access';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { contractField } from './contract-field';
import { FormModal } from './form-modal';

const Field = contractField(consoleAuthRoutes.login.input, { password: 'secret' });

function Harness({ onSubmit }: { onSubmit: (values: { account: string }) => Promise<unknown> }) {
  const [form] = Form.useForm<{ account: string }>();
  return (
    <FormModal open title="Sign in" okText="Go" form={form} onSubmit={onSubmit} onCancel={vi.fn()}>
      <Field name="account" label="Account">
        <Input />
      </Field>
    </FormModal>
  );
}

describe('contractField', () => {
  it("checks its field with the route's schema, with the values the form does not show", async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<Harness onSubmit={onSubmit} />);
    const go = () => fireEvent.click(screen.getByRole('button', { name: /Go/ }));

    go();
    expect(await screen.findByText('errors:required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'admin' } });
    go();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ account: 'admin' }));
  });
});
