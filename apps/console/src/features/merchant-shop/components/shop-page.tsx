import { merchantCatalogRoutes, type ShopProfile } from '@cloudmall/contract/catalog';
import { Button, Card, Col, Form, Image, Input, Row, Space, Upload, message } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { PageHeader } from '../../../components/page-header';
import { api } from '../../../lib/api';
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

const Field = contractField(merchantCatalogRoutes.updateShop.input);

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
              <Field name="shopname" label={t('merchant-shop:fields.shopname')}>
                <Input maxLength={32} />
              </Field>
              <Field name="city" label={t('merchant-shop:fields.city')}>
                <Input maxLength={64} />
              </Field>
              <Field name="bio" label={t('merchant-shop:fields.bio')}>
                <Input.TextArea rows={2} maxLength={200} showCount />
              </Field>
              <Field name="description" label={t('merchant-shop:fields.description')}>
                <Input.TextArea rows={5} maxLength={5000} />
              </Field>
            </Col>
            <Col span={12}>
              <Field name="avatar" label={t('merchant-shop:fields.avatar')}>
                <PictureField label={t('merchant-shop:fields.avatar')} />
              </Field>
              <Field
                name="banner"
                label={t('merchant-shop:fields.banner')}
                extra={t('merchant-shop:bannerHelp')}
              >
                <PictureField label={t('merchant-shop:fields.banner')} wide />
              </Field>
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
