import type { RouteDefinition } from '@cloudmall/contract';
import { Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from './reason-modal';

export interface ReasonedFormModalProps<V> {
  open: boolean;
  title: ReactNode;
  okText: ReactNode;
  form: FormInstance<V>;
  initialValues?: Partial<V>;
  width?: number;
  /** What saving will do, said above the reason. */
  confirm: ReactNode;
  /** The save route's input schema and the input the values make, so the reason is checked as the server checks it. */
  reasonCheck?: {
    schema: RouteDefinition['input'];
    inputOf: (values: V) => Record<string, unknown>;
  };
  /** Saves the checked values with the reason; the reason modal closes when it resolves. */
  onSave: (values: V, reason: string) => Promise<unknown>;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * An audited edit: a vertical form in a modal whose OK button checks the fields, then asks the
 * reason (stored in the audit entry) before `onSave` runs. Cancelling the reason returns to the form.
 */
export function ReasonedFormModal<V>(props: ReasonedFormModalProps<V>) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<V>();
  return (
    <>
      <Modal
        open={props.open && !pending}
        title={props.title}
        okText={props.okText}
        cancelText={t('actions.cancel')}
        onOk={async () => setPending(await props.form.validateFields())}
        onCancel={props.onCancel}
        destroyOnHidden
        width={props.width}
      >
        <Form
          form={props.form}
          layout="vertical"
          preserve={false}
          initialValues={props.initialValues}
        >
          {props.children}
        </Form>
      </Modal>
      <ReasonModal
        open={Boolean(pending)}
        title={props.title}
        description={props.confirm}
        schema={props.reasonCheck?.schema}
        values={pending && props.reasonCheck ? props.reasonCheck.inputOf(pending) : undefined}
        onConfirm={async (reason) => {
          await props.onSave(pending!, reason);
          setPending(undefined);
        }}
        onCancel={() => setPending(undefined)}
      />
    </>
  );
}
