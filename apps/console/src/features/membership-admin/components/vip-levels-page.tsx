import type { VipLevelAdmin } from '@cloudmall/contract/vip';
import { Col, Form, Input, InputNumber, Row, Switch, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { buttonColumn } from '../../../components/actions-column';
import { CreateButton } from '../../../components/create-button';
import { PageHeader } from '../../../components/page-header';
import { ReasonedFormModal } from '../../../components/reasoned-form-modal';
import { useSaveVipLevel, useVipLevels, vipConsoleRoutes } from '../api/membership-api';
import { enabledColumn, useEditor } from './editing';

const OTHER_LANGS = ['zh-Hant', 'tr', 'id'] as const;
type Texts = { name?: string; benefits?: string };
type Values = {
  level: number;
  name: string;
  benefits: string;
  threshold: string;
  price: string;
  discount_bps: number;
  enabled: boolean;
  translations: Partial<Record<(typeof OTHER_LANGS)[number], Texts>>;
};

const inputOf = (values: Values, id?: number) => ({
  ...(id ? { id } : {}),
  ...values,
  benefits: values.benefits ?? '',
  translations: Object.fromEntries(
    OTHER_LANGS.map((lng) => [
      lng,
      Object.fromEntries(
        Object.entries(values.translations?.[lng] ?? {}).filter(([, text]) => text?.trim()),
      ),
    ]),
  ),
});

/** Admin → VIP levels: number, names and benefits in four languages, threshold, package, discount. */
export default function VipLevelsPage() {
  const { t } = useTranslation(['membership', 'common']);
  const levels = useVipLevels();
  const save = useSaveVipLevel();
  const editor = useEditor<VipLevelAdmin, Values>();
  const { existing } = editor;
  const columns: TableColumnsType<VipLevelAdmin> = [
    { title: t('vip.level'), dataIndex: 'level', width: 80 },
    { title: t('vip.name'), dataIndex: 'name' },
    { title: t('vip.threshold'), dataIndex: 'threshold' },
    { title: t('vip.price'), dataIndex: 'price' },
    {
      title: t('vip.discount'),
      dataIndex: 'discount_bps',
      render: (bps: number) => `${bps / 100}%`,
    },
    enabledColumn(t),
    buttonColumn(t('common:actions.edit'), editor.edit),
  ];
  return (
    <>
      <PageHeader
        title={t('vip.title')}
        subtitle={t('vip.subtitle')}
        extra={<CreateButton onClick={editor.create}>{t('vip.create')}</CreateButton>}
      />
      <Table
        rowKey="id"
        columns={columns}
        dataSource={levels.data?.list ?? []}
        loading={levels.isPending}
        pagination={false}
      />
      <ReasonedFormModal<Values>
        open={editor.open}
        form={editor.form}
        width={720}
        title={existing ? t('vip.edit', { name: existing.name }) : t('vip.create')}
        okText={t('common:actions.confirm')}
        confirm={t('vip.confirm')}
        initialValues={
          existing
            ? { ...existing, translations: existing.translations as Values['translations'] }
            : { enabled: true, discount_bps: 0, threshold: '0', price: '0', benefits: '' }
        }
        reasonCheck={{
          schema: vipConsoleRoutes.save.input,
          inputOf: (values) => inputOf(values, existing?.id),
        }}
        onSave={async (values, reason) => {
          await save.mutateAsync({ ...inputOf(values, existing?.id), reason });
          editor.close();
        }}
        onCancel={editor.close}
      >
        <Row gutter={12}>
          <Col span={6}>
            <Form.Item name="level" label={t('vip.level')} rules={[{ required: true }]}>
              <InputNumber min={1} max={99} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="threshold" label={t('vip.threshold')} rules={[{ required: true }]}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="price" label={t('vip.price')} rules={[{ required: true }]}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item
              name="discount_bps"
              label={t('vip.discountBps')}
              rules={[{ required: true }]}
            >
              <InputNumber min={0} max={5000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="name" label={t('vip.nameIn.en')} rules={[{ required: true, max: 40 }]}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="benefits" label={t('vip.benefitsIn.en')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        {OTHER_LANGS.map((lng) => (
          <Row gutter={12} key={lng}>
            <Col span={8}>
              <Form.Item name={['translations', lng, 'name']} label={t(`vip.nameIn.${lng}`)}>
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item
                name={['translations', lng, 'benefits']}
                label={t(`vip.benefitsIn.${lng}`)}
              >
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
        ))}
        <Form.Item name="enabled" label={t('vip.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <p>{t('vip.hint')}</p>
      </ReasonedFormModal>
    </>
  );
}
