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
      <Field name="people_num" label={t('merchant-groups:fields.people')}>
        <InputNumber min={2} max={50} />
      </Field>
      <Field
        name="group_percent"
        label={t('merchant-groups:fields.percent')}
        extra={t('merchant-groups:percentHelp')}
      >
        <InputNumber min={1} max={99} addonAfter="%" />
      </Field>
      <Field name="group_hours" label={t('merchant-groups:fields.hours')}>
        <InputNumber min={1} max={720} />
      </Field>
      <Field
        name="purchase_limit"
        label={t('merchant-groups:fields.limit')}
        extra={t('merchant-groups:limitHelp')}
      >
        <InputNumber min={0} max={1000} />
      </Field>
      <Form.Item name="is_alone" label={t('merchant-groups:fields.alone')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
