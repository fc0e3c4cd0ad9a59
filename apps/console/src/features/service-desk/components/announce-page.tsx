import { Alert, Button, Card, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { PageHeader } from '../../../components/page-header';
import { chatConsoleRoutes, useAnnounce } from '../api/desk-api';

type Values = { title: string; content: string };

const Field = contractField(chatConsoleRoutes.announce.input);

/** Admin → System notice: one `system` notice to every member, pushed to those online (audited). */
export default function AnnouncePage() {
  const { t } = useTranslation(['service', 'common']);
  const [form] = Form.useForm<Values>();
  const announce = useAnnounce();
  const [confirming, setConfirming] = useState<Values | undefined>();
  const [sent, setSent] = useState<number | undefined>();
  return (
    <>
      <PageHeader title={t('announce.title')} subtitle={t('announce.subtitle')} />
      <Card style={{ maxWidth: 720 }}>
        {sent !== undefined ? (
          <Alert
            type="success"
            showIcon
            message={t('announce.sent', { count: sent })}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) =>
            setConfirming({ title: values.title.trim(), content: values.content.trim() })
          }
        >
          <Field name="title" label={t('announce.fieldTitle')}>
            <Input maxLength={120} />
          </Field>
          <Field name="content" label={t('announce.fieldContent')}>
            <Input.TextArea rows={5} maxLength={500} showCount />
          </Field>
          <Button type="primary" htmlType="submit">
            {t('announce.send')}
          </Button>
        </Form>
      </Card>
      <Modal
        open={confirming !== undefined}
        title={t('announce.confirm')}
        okText={t('announce.send')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ loading: announce.isPending }}
        onOk={() =>
          void announce.mutateAsync(confirming!).then(
            (result) => {
              setSent(result.members);
              setConfirming(undefined);
              form.resetFields();
            },
            () => undefined,
          )
        }
        onCancel={() => setConfirming(undefined)}
      >
        <strong>{confirming?.title}</strong>
        <p>{confirming?.content}</p>
      </Modal>
    </>
  );
}
