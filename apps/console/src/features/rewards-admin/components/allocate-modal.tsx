import { queueConsoleRoutes } from '@cloudmall/contract/rewards';
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal, type ModalOpenProps } from '../../../components/form-modal';
import { useConsoleMutation } from '../../../lib/query';
import { ReasonField, useKeyedFormModal } from './keyed-form';

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
  const allocate = useConsoleMutation(queueConsoleRoutes.allocate, {
    invalidates: [queueConsoleRoutes.goods, queueConsoleRoutes.allocations],
  });
  const modal = useKeyedFormModal<Values>(props, allocate.isPending, async (values, key) => {
    if (!props.goods) return;
    const done = await allocate.mutateAsync({
      goods_id: props.goods.goods_id,
      ...values,
      idempotency_key: key,
    });
    return t('queue.allocated', { count: done.allocated });
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
      <ReasonField Field={Field} testId="allocate-reason" />
    </FormModal>
  );
}
