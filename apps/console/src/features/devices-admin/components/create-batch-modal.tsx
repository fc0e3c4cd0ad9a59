import type { ConsoleScript } from '@cloudmall/contract/devices';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { FormModal } from '../../../components/form-modal';
import { downloadText, toCsv } from '../../../lib/csv';
import { devicesConsoleRoutes, useCreateBatch } from '../api/devices-api';

type Values = {
  kind: 'cloud_phone' | 'script';
  script_id?: number;
  days: number;
  count: number;
  note?: string;
};

const Field = contractField(devicesConsoleRoutes.batchCodes.input);

/** Makes a batch of codes; the codes are shown this once (only hashes are kept), with a CSV download. */
export function CreateBatchModal(props: {
  open: boolean;
  scripts: ConsoleScript[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['devices', 'common']);
  const [form] = Form.useForm<Values>();
  const create = useCreateBatch();
  const [made, setMade] = useState<{ id: number; codes: string[] } | undefined>();
  const kind = Form.useWatch('kind', form);

  const close = () => {
    setMade(undefined);
    form.resetFields();
    props.onClose();
  };
  const submit = async (values: Values) => {
    const result = await create.mutateAsync({
      ...values,
      script_id: values.kind === 'script' ? values.script_id : undefined,
      note: values.note || undefined,
    });
    setMade({ id: result.batch_id, codes: result.codes });
  };

  if (made)
    return (
      <Modal
        open={props.open}
        title={t('codes.madeTitle', { id: made.id })}
        onCancel={close}
        footer={[
          <Button
            key="csv"
            onClick={() =>
              downloadText(
                `batch-${made.id}.csv`,
                toCsv(
                  ['code'],
                  made.codes.map((code) => [code]),
                ),
              )
            }
          >
            {t('codes.downloadCsv')}
          </Button>,
          <Button key="close" type="primary" onClick={close}>
            {t('common:actions.close')}
          </Button>,
        ]}
      >
        <Alert
          type="warning"
          showIcon
          message={t('codes.shownOnce')}
          style={{ marginBottom: 12 }}
        />
        <div data-testid="batch-codes" style={{ maxHeight: 320, overflow: 'auto' }}>
          {made.codes.map((code) => (
            <Typography.Text key={code} code copyable style={{ display: 'block' }}>
              {code}
            </Typography.Text>
          ))}
        </div>
      </Modal>
    );

  return (
    <FormModal
      open={props.open}
      title={t('codes.create')}
      okText={t('codes.createOk')}
      form={form}
      initialValues={{ kind: 'cloud_phone', days: 30, count: 10 }}
      preserve
      busy={create.isPending}
      onSubmit={submit}
      onCancel={close}
    >
      <Form.Item name="kind" label={t('fields.kind')}>
        <Select
          options={['cloud_phone', 'script'].map((value) => ({
            value,
            label: t(`kind.${value}`),
          }))}
        />
      </Form.Item>
      {kind === 'script' ? (
        <Form.Item
          name="script_id"
          label={t('fields.script')}
          rules={[{ required: true, message: t('errors:required') }]}
        >
          <Select
            options={props.scripts
              .filter((s) => s.enabled)
              .map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      ) : null}
      <Field name="days" label={t('fields.days')}>
        <InputNumber min={1} max={3650} style={{ width: '100%' }} />
      </Field>
      <Field name="count" label={t('fields.count')}>
        <InputNumber min={1} max={1000} style={{ width: '100%' }} />
      </Field>
      <Field name="note" label={t('fields.note')}>
        <Input maxLength={200} />
      </Field>
    </FormModal>
  );
}
