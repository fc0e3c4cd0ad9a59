import type { ConsoleScript } from '@cloudmall/contract/devices';
import { Col, Divider, Form, Input, InputNumber, Row } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal, useFormModal } from '../../../components/form-modal';
import { devicesAdminRoutes, useSaveScript } from '../api/devices-api';

const LANGS = ['en', 'zh-Hant', 'tr', 'id'] as const;
type Values = {
  names: Record<(typeof LANGS)[number], string>;
  goods_id?: number;
  sku_id?: number;
  days?: number;
};

const Field = contractField(devicesAdminRoutes.saveScript.input);

/** Creates or edits a script: its name in the four languages, and the goods (or SKU) that sells it. */
export function ScriptEditor({
  script,
  onClose,
}: {
  script?: ConsoleScript | 'new';
  onClose: () => void;
}) {
  const { t } = useTranslation(['devices', 'common']);
  const save = useSaveScript();
  const existing = script && script !== 'new' ? script : undefined;
  const modal = useFormModal<Values>({
    open: script !== undefined,
    onClose,
    busy: save.isPending,
    send: (values) =>
      save.mutateAsync({
        id: existing?.id,
        names: values.names,
        goods_id: values.goods_id ?? undefined,
        sku_id: values.sku_id ?? undefined,
        days: values.days ?? undefined,
      }),
  });
  const { form } = modal;
  useEffect(() => {
    if (!script) return;
    const offer = existing?.offers[0];
    form.setFieldsValue({
      names: existing?.names ?? { en: '', 'zh-Hant': '', tr: '', id: '' },
      goods_id: offer?.goods_id,
      sku_id: offer?.sku_id ?? undefined,
      days: offer?.days,
    });
  }, [script, existing, form]);

  return (
    <FormModal
      {...modal}
      width={640}
      title={existing ? t('scripts.editTitle', { name: existing.name }) : t('scripts.create')}
      okText={t('actions.save')}
    >
      <Row gutter={12}>
        {LANGS.map((lng) => (
          <Col span={12} key={lng}>
            <Form.Item
              name={['names', lng]}
              label={t(`scripts.nameIn.${lng}`)}
              rules={[
                { required: true, whitespace: true, message: t('errors:required') },
                { max: 120 },
              ]}
            >
              <Input maxLength={120} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Divider plain>{t('scripts.offer')}</Divider>
      <Row gutter={12}>
        <Col span={8}>
          <Field name="goods_id" label={t('fields.goodsId')}>
            <InputNumber min={1} style={{ width: '100%' }} />
          </Field>
        </Col>
        <Col span={8}>
          <Field name="sku_id" label="SKU">
            <InputNumber min={1} style={{ width: '100%' }} />
          </Field>
        </Col>
        <Col span={8}>
          <Field name="days" label={t('fields.days')}>
            <InputNumber min={1} max={3650} style={{ width: '100%' }} />
          </Field>
        </Col>
      </Row>
    </FormModal>
  );
}
