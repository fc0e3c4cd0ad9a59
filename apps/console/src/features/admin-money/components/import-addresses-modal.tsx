import { NETWORKS, walletAdminRoutes, walletConsoleRoutes } from '@cloudmall/contract/wallet';
import { App, Button, Form, Input, Select, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, useFormModal, type ModalOpenProps } from '../../../components/form-modal';
import { useConsoleMutation } from '../../../lib/query';
import { addressesOf } from '../lib/address-list';

interface Values {
  network: (typeof NETWORKS)[number];
  text: string;
}

/** Imports deposit addresses into a network's pool: pasted (one a line) or read from a text file. */
export function ImportAddressesModal(props: ModalOpenProps) {
  const { t } = useTranslation(['admin-money', 'common']);
  const { message } = App.useApp();
  const importing = useConsoleMutation(walletConsoleRoutes.importAddresses, {
    invalidates: [walletAdminRoutes.addresses, walletAdminRoutes.addressCounts],
  });
  const modal = useFormModal<Values>({
    ...props,
    busy: importing.isPending,
    send: async (values) => {
      const result = await importing.mutateAsync({
        network: values.network,
        addresses: addressesOf(values.text),
      });
      message.success(t('deposits.imported', result));
    },
  });
  const { form } = modal;

  return (
    <FormModal
      {...modal}
      title={t('deposits.importTitle')}
      okText={t('deposits.import')}
      initialValues={{ network: 'TRC20' }}
    >
      <Form.Item name="network" label={t('deposits.network')} rules={[{ required: true }]}>
        <Select options={NETWORKS.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('deposits.addresses')}
        extra={t('deposits.importHint')}
        rules={[
          {
            validator: async (_, text: string | undefined) => {
              const list = addressesOf(text ?? '');
              if (!list.length) throw new Error(t('deposits.importEmpty'));
              if (list.length > 1000) throw new Error(t('deposits.importTooMany'));
              if (list.some((a) => !/^[A-Za-z0-9]{20,64}$/.test(a)))
                throw new Error(t('deposits.importInvalid'));
            },
          },
        ]}
      >
        <Input.TextArea rows={8} spellCheck={false} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Upload
        accept=".txt,.csv,text/plain"
        showUploadList={false}
        beforeUpload={async (file) => {
          const text = await file.text();
          form.setFieldValue('text', text);
          void form.validateFields(['text']).catch(() => undefined);
          return false;
        }}
      >
        <Button>{t('deposits.fromFile')}</Button>
      </Upload>
    </FormModal>
  );
}
