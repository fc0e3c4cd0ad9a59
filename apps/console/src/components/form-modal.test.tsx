import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FormModal } from './form-modal';

function Harness({ onSubmit }: { onSubmit: (values: { name: string }) => Promise<unknown> }) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <FormModal open title="New" okText="Save" form={form} onSubmit={onSubmit} onCancel={vi.fn()}>
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'name needed' }]}>
        <Input />
      </Form.Item>
    </FormModal>
  );
}

describe('FormModal', () => {
  it('submits only values that pass the form rules, and stays usable when the call fails', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new Error('refused'))
      .mockResolvedValue(undefined);
    render(<Harness onSubmit={onSubmit} />);
    const save = () => fireEvent.click(screen.getByRole('button', { name: /Save/ }));

    save();
    expect(await screen.findByText('name needed')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Spring sale' } });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({ name: 'Spring sale' });
  });
});
