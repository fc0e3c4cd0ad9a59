import {
  ADVERT_MODULES,
  ADVERT_TYPES,
  consoleContentRoutes,
  type AdvertRow,
} from '@cloudmall/contract/console-content';
import { Form, InputNumber, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { ReasonedFormModal } from '../../../components/reasoned-form-modal';
import { useConsoleMutation } from '../../../lib/query';
import { ImageField } from '../../../components/image-field';
import { optionsOf } from '../../../lib/options';

type Values = Omit<AdvertRow, 'id'>;

const Field = contractField(consoleContentRoutes.saveAdvert.input, { reason: 'ok ok' });

/** Creates or edits an advert: position, kind, image, link, order, on/off; saved with a reason. */
export function AdvertForm(props: { advert?: AdvertRow; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['content-admin', 'common']);
  const [form] = Form.useForm<Values>();
  const save = useConsoleMutation(consoleContentRoutes.saveAdvert, {
    invalidates: [consoleContentRoutes.adverts],
    onSuccess: props.onClose,
  });
  const module = Form.useWatch('module', form);

  return (
    <ReasonedFormModal
      open={props.open}
      title={props.advert ? t('adverts.edit') : t('adverts.create')}
      okText={t('save')}
      form={form}
      width={640}
      initialValues={
        props.advert ?? {
          module: 'page',
          type: 'banner',
          url: '',
          weigh: 0,
          active: true,
          category_id: 0,
        }
      }
      confirm={t('adverts.confirm')}
      onSave={(values, reason) => save.mutateAsync({ ...values, id: props.advert?.id, reason })}
      onCancel={props.onClose}
    >
      <Field name="module" label={t('adverts.module')}>
        <Select
          options={ADVERT_MODULES.map((value) => ({
            value,
            label: t(`adverts.modules.${value}`),
          }))}
        />
      </Field>
      {module === 'category' ? (
        <Field name="category_id" label={t('adverts.category')}>
          <InputNumber min={0} style={{ width: 200 }} />
        </Field>
      ) : null}
      <Field name="type" label={t('adverts.type')}>
        <Select options={optionsOf(ADVERT_TYPES, (type) => t(`adverts.types.${type}`))} />
      </Field>
      <Field name="media" label={t('adverts.media')}>
        <ImageField testId="advert-media" />
      </Field>
      <Field name="url" label={t('adverts.url')} extra={t('adverts.urlHelp')}>
        <Input placeholder="/pages/goods?id=1" data-testid="advert-url" />
      </Field>
      <Field name="weigh" label={t('adverts.weigh')} extra={t('adverts.weighHelp')}>
        <InputNumber style={{ width: 200 }} />
      </Field>
      <Form.Item name="active" label={t('adverts.active')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </ReasonedFormModal>
  );
}
