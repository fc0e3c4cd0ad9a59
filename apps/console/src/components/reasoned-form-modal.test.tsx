import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ReasonedFormModal } from './reasoned-form-modal';

function Harness({
  onSave,
}: {
  onSave: (values: { name: string }, reason: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <ReasonedFormModal
      open
      title="Rename"
      okText="Continue"
      form={form}
      initialValues={{ name: 'Lamps' }}
      confirm="The shelf is renamed for every member."
      onSave={onSave}
      onCancel={vi.fn()}
    >
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
    </ReasonedFormModal>
  );
}

describe('ReasonedFormModal', () => {
  it('saves the checked values only once a reason is given', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<Harness onSave={onSave} />);

    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Lights' } });
    fireEvent.click(screen.getByRole('button', { name: /Continue/ }));
    const confirm = await screen.findByText('The shelf is renamed for every member.');
    const reasonModal = within(confirm.closest('.ant-modal-content') as HTMLElement);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(reasonModal.getByRole('textbox'), { target: { value: 'new stock' } });
    fireEvent.click(reasonModal.getByRole('button', { name: /actions.confirm/ }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Lights' }, 'new stock'));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
