import { queueConsoleRoutes } from '@cloudmall/contract/rewards';
import { App, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal, useFormModal, type ModalOpenProps } from '../../../components/form-modal';
import { useIdempotencyKey } from '../../../lib/money';
import { useConsoleMutation } from '../../../lib/query';

interface Values {
  units: number;
  reason: string;
}

const Field = contractField(queueConsoleRoutes.allocate.input, {
  goods_id: 1,
  idempotency_key: 'checkedkey1',
});

/** Allocates N units of a goods to its first N waiting members (join order), with a reason. */
export function AllocateModal(
  props: ModalOpenProps & { goods?: { goods_id: number; title: string; waiting: number } },
) {
  const { t } = useTranslation(['rewards-admin', 'common']);
  const { message } = App.useApp();
  const key = useIdempotencyKey();
  const allocate = useConsoleMutation(queueConsoleRoutes.allocate, {
    invalidates: [queueConsoleRoutes.goods, queueConsoleRoutes.allocations],
  });
  const modal = useFormModal<Values>({
    ...props,
    busy: allocate.isPending,
    send: async (values) => {
      if (!props.goods) return;
      const done = await allocate.mutateAsync({
        goods_id: props.goods.goods_id,
        ...values,
        idempotency_key: key.key,
      });
      key.renew();
      message.success(t('queue.allocated', { count: done.allocated }));
    },
  });
  return (
    <FormModal
      {...modal}
      title={t('queue.allocateTitle', { title: props.goods?.title ?? '' })}
      okText={t('queue.allocate')}
      initialValues={{ units: 1 }}
      intro={<p>{t('queue.allocateIntro', { count: props.goods?.waiting ?? 0 })}</p>}
    >
      <Field name="units" label={t('fields.units')}>
        <InputNumber min={1} max={1000} precision={0} data-testid="allocate-units" />
      </Field>
      <Field name="reason" label={t('common:reason.label')}>
        <Input.TextArea rows={2} maxLength={200} data-testid="allocate-reason" />
      </Field>
    </FormModal>
  );
}
