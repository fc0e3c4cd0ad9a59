import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormModalProps<V> {
  open: boolean;
  title: ReactNode;
  okText: ReactNode;
  /** The caller's `Form.useForm<V>()` (to watch or fill fields). */
  form: FormInstance<V>;
  /** Runs with the checked values (usually a mutation); a failure keeps the modal open. */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel: () => void;
  /** The OK button spins (the mutation's `isPending`). */
  busy?: boolean;
  initialValues?: Partial<V>;
  width?: number;
  /** Keep the values of fields that are hidden (antd `preserve`); default: dropped. */
  preserve?: boolean;
  /** Render the form while closed (antd `forceRender`), so `form` is connected before opening. */
  forceRender?: boolean;
  /** Above the form, e.g. a hint paragraph. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The modal of every console form: a vertical antd Form whose OK button checks the fields, then
 * runs `onSubmit`. Invalid fields are shown in the form; a failed call has been toasted by the client.
 */
export function FormModal<V>(props: FormModalProps<V>) {
  const { t } = useTranslation();
  const submit = () => props.form.validateFields().then(props.onSubmit);
  return (
    <Modal
      open={props.open}
      width={props.width}
      title={props.title}
      okText={props.okText}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: props.busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={props.onCancel}
      destroyOnHidden
      forceRender={props.forceRender}
    >
      {props.intro}
      <Form
        form={props.form}
        layout="vertical"
        preserve={props.preserve ?? false}
        initialValues={props.initialValues}
      >
        {props.children}
      </Form>
    </Modal>
  );
}

/** What opens and closes a modal: the props of every modal a page opens. */
export interface ModalOpenProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The form and state of a FormModal that sends one call and then closes: spread it on the modal
 * (`<FormModal {...modal} title={...} okText={...}>`). Once `send` resolves, the form is reset and
 * `onClose` runs; a failure keeps the modal open with what was typed.
 */
export function useFormModal<V>(
  options: ModalOpenProps & {
    /** The call is running (the mutation's `isPending`). */
    busy: boolean;
    send: (values: V) => Promise<unknown>;
  },
) {
  const [form] = Form.useForm<V>();
  const { open, onClose, busy, send } = options;
  const onSubmit = async (values: V) => {
    await send(values);
    form.resetFields();
    onClose();
  };
  return { open, form, busy, onSubmit, onCancel: onClose };
}
