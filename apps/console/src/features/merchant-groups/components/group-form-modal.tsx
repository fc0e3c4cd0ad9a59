import { catalogRoutes, merchantCatalogRoutes } from '@cloudmall/contract/catalog';
import { merchantGroupRoutes } from '@cloudmall/contract/orders';
import { Form, InputNumber, Select, Switch, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal, useFormModal, type ModalOpenProps } from '../../../components/form-modal';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';

interface Values {
  goods_id: number;
  people_num: number;
  group_hours: number;
  group_percent: number;
  is_alone: boolean;
  purchase_limit: number;
}

const INITIAL = {
  people_num: 2,
  group_hours: 24,
  group_percent: 80,
  is_alone: true,
  purchase_limit: 0,
};

const Field = contractField(merchantGroupRoutes.create.input);

/** The numeric terms of a group buy, in the form's order, with the bounds the inputs allow. */
const NUMBER_FIELDS: {
  name: keyof Values;
  label: string;
  help?: string;
  min: number;
  max: number;
  unit?: string;
}[] = [
  { name: 'people_num', label: 'merchant-groups:fields.people', min: 2, max: 50 },
  {
    name: 'group_percent',
    label: 'merchant-groups:fields.percent',
    help: 'merchant-groups:percentHelp',
    min: 1,
    max: 99,
    unit: '%',
  },
  { name: 'group_hours', label: 'merchant-groups:fields.hours', min: 1, max: 720 },
  {
    name: 'purchase_limit',
    label: 'merchant-groups:fields.limit',
    help: 'merchant-groups:limitHelp',
    min: 0,
    max: 1000,
  },
];

/** Offers one of the shop's goods for group buying (goods searched among the shop's own, on the server). */
export function GroupFormModal(props: ModalOpenProps) {
  const { t } = useTranslation(['merchant-groups', 'common']);
  const [search, setSearch] = useState('');
  const shop = useConsoleQuery(merchantCatalogRoutes.shop, {}, { enabled: props.open });
  const goods = useConsoleQuery(
    catalogRoutes.goodsList,
    { shop_id: shop.data?.id ?? 0, search: search || undefined, list_rows: 20 },
    { enabled: props.open && Boolean(shop.data), keepPrevious: true },
  );
  const create = useConsoleMutation(merchantGroupRoutes.create, {
    invalidates: [merchantGroupRoutes.activities],
    onSuccess: () => void message.success(t('merchant-groups:created')),
  });
  const modal = useFormModal<Values>({
    ...props,
    busy: create.isPending,
    send: (values) => create.mutateAsync(values),
  });

  return (
    <FormModal
      {...modal}
      title={t('merchant-groups:create')}
      okText={t('merchant-groups:save')}
      initialValues={INITIAL}
    >
      <Field name="goods_id" label={t('merchant-groups:fields.goods')}>
        <Select
          showSearch
          filterOption={false}
          onSearch={setSearch}
          loading={goods.isFetching}
          options={(goods.data?.data ?? []).map((g) => ({ value: g.id, label: g.title }))}
        />
      </Field>
      {NUMBER_FIELDS.map((field) => (
        <Field
          key={field.name}
          name={field.name}
          label={t(field.label)}
          extra={field.help ? t(field.help) : undefined}
        >
          <InputNumber min={field.min} max={field.max} addonAfter={field.unit} />
        </Field>
      ))}
      <Form.Item name="is_alone" label={t('merchant-groups:fields.alone')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
