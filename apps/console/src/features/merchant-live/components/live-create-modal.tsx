import { merchantLiveRoutes, type MerchantLiveDetail } from '@cloudmall/contract/find';
import { Form, Input, Modal, message, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { ImageField } from '../../../components/image-field';
import { useConsoleMutation } from '../../../lib/query';
import { GoodsPicker } from './goods-picker';

interface FormValues {
  title: string;
  cover: string;
  goods_ids: number[];
}

const Field = contractField(merchantLiveRoutes.create.input);

/** Starts a live room of the shop: title, cover and goods; opens the room (its push URL) when made. */
export function LiveCreateModal(props: {
  open: boolean;
  onClose: () => void;
  onCreated: (room: MerchantLiveDetail) => void;
}) {
  const { t } = useTranslation(['merchant-live', 'common', 'errors']);
  const [form] = Form.useForm<FormValues>();
  const create = useConsoleMutation(merchantLiveRoutes.create, {
    invalidates: [merchantLiveRoutes.list],
    onSuccess: (room) => {
      void message.success(t('merchant-live:started'));
      props.onCreated(room);
    },
  });
  const submit = async () => create.mutate(await form.validateFields());
  return (
    <Modal
      open={props.open}
      width={600}
      title={t('merchant-live:create')}
      okText={t('merchant-live:start')}
      okButtonProps={{ 'data-testid': 'live-start' } as ButtonProps}
      cancelText={t('common:actions.cancel')}
      confirmLoading={create.isPending}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ goods_ids: [] }}>
        <Field name="title" label={t('merchant-live:fields.title')}>
          <Input maxLength={120} data-testid="live-title" />
        </Field>
        <Field name="cover" label={t('merchant-live:fields.cover')}>
          <ImageField testId="live-cover" />
        </Field>
        <Field
          name="goods_ids"
          label={t('merchant-live:fields.goods')}
          extra={t('merchant-live:goodsHelp')}
        >
          <GoodsPicker testId="live-goods" />
        </Field>
      </Form>
    </Modal>
  );
}
