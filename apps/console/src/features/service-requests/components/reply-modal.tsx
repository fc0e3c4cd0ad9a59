import type { RouteDefinition } from '@cloudmall/contract';
import { App, Form, Input, Radio } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { contractRules } from '../../../lib/form-rules';

interface ReplyModalProps<V> {
  /** The request answered; the modal is open while it is set. */
  id: number | undefined;
  title: ReactNode;
  okText: ReactNode;
  intro?: ReactNode;
  /** The decision route: its schema checks the text (`field`) as the server will. */
  route: RouteDefinition;
  /** The field the text goes in (`reply`, or `reason` for closing). */
  field: 'reply' | 'reason';
  /** Where a complaint moves to, when the decision offers a choice. */
  moves?: { value: string; label: string }[];
  busy: boolean;
  /** Sends the answer; once it resolves, the desk is told it was sent. */
  send: (values: V & { id: number }) => Promise<unknown>;
  onClose: () => void;
}

/** The desk's answer to one request: the text the member reads (and where a complaint moves). */
export function ReplyModal<V extends Record<string, unknown>>(props: ReplyModalProps<V>) {
  const { t } = useTranslation('service-requests');
  const { message } = App.useApp();
  const id = props.id ?? 1;
  const rulesOf = (name: string) =>
    contractRules(props.route.input, name, t, { id, to: 'resolved' });
  const modal = useFormModal<V>({
    open: props.id !== undefined,
    onClose: props.onClose,
    busy: props.busy,
    send: async (values) => {
      await props.send({ ...values, id });
      message.success(t('reply.sent'));
    },
  });
  return (
    <FormModal
      {...modal}
      title={props.title}
      okText={props.okText}
      intro={props.intro}
      initialValues={
        props.moves ? ({ to: props.moves[0]?.value } as unknown as Partial<V>) : undefined
      }
    >
      {props.moves && (
        <Form.Item name="to" label={t('reply.moveTo')} rules={rulesOf('to')}>
          <Radio.Group
            optionType="button"
            options={props.moves.map(({ value, label }) => ({ value, label }))}
          />
        </Form.Item>
      )}
      <Form.Item name={props.field} label={t(`reply.${props.field}`)} rules={rulesOf(props.field)}>
        <Input.TextArea rows={4} maxLength={1000} showCount placeholder={t('reply.placeholder')} />
      </Form.Item>
    </FormModal>
  );
}
