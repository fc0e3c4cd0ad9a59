import type { RouteDefinition } from '@cloudmall/contract';
import { Form, Input, Modal, Typography, type FormRule } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { contractRules } from '../lib/form-rules';

export const REASON_MAX_LENGTH = 500;

export interface ReasonModalProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in one or two sentences. */
  description?: ReactNode;
  okText?: ReactNode;
  danger?: boolean;
  /**
   * The action route's input schema: the reason is checked by it (with `values`, the input's other
   * fields, e.g. `{ user_id }`), so the modal says what the server would. Without it: required, ≤ 500.
   */
  schema?: RouteDefinition['input'];
  values?: Record<string, unknown>;
  /** Runs the audited action with the typed reason; the modal closes when it resolves. */
  onConfirm: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The confirmation of every audited action: a required reason (stored in the audit entry). The
 * OK button waits for the call; a failure keeps the modal open (the client has toasted it).
 */
export function ReasonModal(props: ReasonModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const rules: FormRule[] = props.schema
    ? contractRules(props.schema, 'reason', t, props.values)
    : [
        { required: true, whitespace: true, message: t('reason.required') },
        { max: REASON_MAX_LENGTH, message: t('reason.tooLong', { max: REASON_MAX_LENGTH }) },
      ];

  const submit = async () => {
    const reason = await form.validateFields().then(
      (values) => values.reason,
      () => undefined, // the form shows what is wrong
    );
    if (reason === undefined) return;
    setBusy(true);
    try {
      await props.onConfirm(reason.trim());
      form.resetFields();
    } catch {
      // shown by the client's toast; the modal stays open to try again
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText ?? t('actions.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: props.danger, loading: busy }}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        props.onCancel();
      }}
      destroyOnHidden
    >
      {props.description ? <Typography.Paragraph>{props.description}</Typography.Paragraph> : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('reason.label')} rules={rules}>
          <Input.TextArea rows={3} autoFocus placeholder={t('reason.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
