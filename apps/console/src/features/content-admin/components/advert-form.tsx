import {
  ADVERT_MODULES,
  ADVERT_TYPES,
  consoleContentRoutes,
  type AdvertRow,
} from '@cloudmall/contract/console-content';
import { Form, InputNumber, Input, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { ReasonModal } from '../../../components/reason-modal';
import { useConsoleMutation } from '../../../lib/query';
import { ImageField } from '../../../components/image-field';

type Values = Omit<AdvertRow, 'id'>;

const Field = contractField(consoleContentRoutes.saveAdvert.input, { reason: 'ok ok' });

/** Creates or edits an advert: position, kind, image, link, order, on/off; saved with a reason. */
export function AdvertForm(props: { advert?: AdvertRow; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['content-admin', 'common']);
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState<Values>();
  const save = useConsoleMutation(consoleContentRoutes.saveAdvert, {
    invalidates: [consoleContentRoutes.adverts],
    onSuccess: props.onClose,
  });
  const module = Form.useWatch('module', form);

  return (
    <>
      <Modal
        open={props.open && !pending}
        title={props.advert ? t('adverts.edit') : t('adverts.create')}
        okText={t('save')}
        cancelText={t('common:actions.cancel')}
        onOk={async () => setPending(await form.validateFields())}
        onCancel={props.onClose}
        destroyOnHidden
        width={640}
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
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
            <Select
              options={ADVERT_TYPES.map((value) => ({ value, label: t(`adverts.types.${value}`) }))}
            />
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
        </Form>
      </Modal>
      <ReasonModal
        open={Boolean(pending)}
        title={props.advert ? t('adverts.edit') : t('adverts.create')}
        description={t('adverts.confirm')}
        onConfirm={async (reason) => {
          await save.mutateAsync({ ...pending!, id: props.advert?.id, reason });
          setPending(undefined);
        }}
        onCancel={() => setPending(undefined)}
      />
    </>
  );
}
