import { merchantCatalogRoutes, type ShopProfile } from '@cloudmall/contract/catalog';
import { Button, Card, Col, Form, Image, Input, Row, Space, Upload, message } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { api } from '../../../lib/api';
import { contractRules } from '../../../lib/form-rules';
import { useConsoleMutation, useConsoleQuery } from '../../../lib/query';

type Values = Omit<ShopProfile, 'id' | 'status'>;
const FIELDS = ['shopname', 'avatar', 'banner', 'bio', 'description', 'city'] as const;

/** A picture field: the path, a preview and an upload button (the server checks the bytes). */
function PictureField({
  value,
  onChange,
  label,
  wide = false,
}: {
  value?: string;
  onChange?: (v: string) => void;
  label: string;
  /** A banner: previewed wide. */
  wide?: boolean;
}) {
  const { t } = useTranslation(['merchant-shop']);
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start">
      {value ? (
        <Image
          src={value}
          width={wide ? 288 : 96}
          height={96}
          style={{ objectFit: 'cover' }}
          alt={label}
        />
      ) : null}
      <Upload
        accept="image/png,image/jpeg,image/webp"
        showUploadList={false}
        customRequest={async ({ file }) => {
          setBusy(true);
          try {
            const uploaded = await api.upload(file as File);
            onChange?.(uploaded.url);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {t('merchant-shop:upload')}
        </Button>
      </Upload>
    </Space>
  );
}

/** Edits the caller's shop profile; every field is checked with the contract's schema. */
export default function ShopPage() {
  const { t } = useTranslation(['merchant-shop', 'common']);
  const [form] = Form.useForm<Values>();
  const shop = useConsoleQuery(merchantCatalogRoutes.shop, {});
  const save = useConsoleMutation(merchantCatalogRoutes.updateShop, {
    invalidates: [merchantCatalogRoutes.shop],
    onSuccess: () => void message.success(t('merchant-shop:saved')),
  });
  useEffect(() => {
    if (shop.data) form.setFieldsValue(shop.data);
  }, [shop.data, form]);
  const rules = (field: (typeof FIELDS)[number]) =>
    contractRules(merchantCatalogRoutes.updateShop.input, field, t);

  return (
    <>
      <PageHeader title={t('merchant-shop:title')} subtitle={t('merchant-shop:subtitle')} />
      <Card loading={shop.isLoading}>
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) =>
            save.mutate(Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? ''])) as Values)
          }
        >
          <Row gutter={24}>
            <Col span={12}>
              <Form.Item
                name="shopname"
                label={t('merchant-shop:fields.shopname')}
                rules={rules('shopname')}
              >
                <Input maxLength={32} />
              </Form.Item>
              <Form.Item name="city" label={t('merchant-shop:fields.city')} rules={rules('city')}>
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item name="bio" label={t('merchant-shop:fields.bio')} rules={rules('bio')}>
                <Input.TextArea rows={2} maxLength={200} showCount />
              </Form.Item>
              <Form.Item
                name="description"
                label={t('merchant-shop:fields.description')}
                rules={rules('description')}
              >
                <Input.TextArea rows={5} maxLength={5000} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="avatar"
                label={t('merchant-shop:fields.avatar')}
                rules={rules('avatar')}
              >
                <PictureField label={t('merchant-shop:fields.avatar')} />
              </Form.Item>
              <Form.Item
                name="banner"
                label={t('merchant-shop:fields.banner')}
                extra={t('merchant-shop:bannerHelp')}
                rules={rules('banner')}
              >
                <PictureField label={t('merchant-shop:fields.banner')} wide />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('merchant-shop:save')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
