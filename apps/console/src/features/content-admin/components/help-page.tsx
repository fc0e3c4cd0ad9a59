import { PlusOutlined } from '@ant-design/icons';
import { consoleHelpRoutes } from '@cloudmall/contract/console-content';
import { Button, Form, Input, InputNumber, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ReasonModal } from '../../../components/reason-modal';
import { ServerTable, type PageRow } from '../../../components/server-table';
import { contractRules } from '../../../lib/form-rules';
import { useConsoleMutation } from '../../../lib/query';

type HelpRow = PageRow<typeof consoleHelpRoutes.helpArticles>;
type Values = Omit<HelpRow, 'id'>;

/** The service assistant's answers: question title, answer, keywords it matches, order. */
export default function HelpPage() {
  const { t } = useTranslation(['content-admin', 'common']);
  const [editing, setEditing] = useState<HelpRow | 'new'>();
  const [pending, setPending] = useState<Values>();
  const [deleting, setDeleting] = useState<number>();
  const [form] = Form.useForm<Values>();
  const save = useConsoleMutation(consoleHelpRoutes.saveHelpArticle, {
    invalidates: [consoleHelpRoutes.helpArticles],
  });
  const remove = useConsoleMutation(consoleHelpRoutes.deleteHelpArticle, {
    invalidates: [consoleHelpRoutes.helpArticles],
  });
  const rules = (field: string) =>
    contractRules(consoleHelpRoutes.saveHelpArticle.input, field, t, { reason: 'ok ok' });
  const current = editing === 'new' ? undefined : editing;

  return (
    <>
      <PageHeader
        title={t('help.title')}
        subtitle={t('help.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('help.create')}
          </Button>
        }
      />
      <ServerTable
        route={consoleHelpRoutes.helpArticles}
        rowKey={(row) => row.id}
        filters={[{ kind: 'text', name: 'q', label: t('help.search') }]}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('help.question'), dataIndex: 'title', width: 260 },
          { title: t('help.answer'), dataIndex: 'content', ellipsis: true },
          {
            title: t('help.keywords'),
            dataIndex: 'keywords',
            width: 260,
            render: (words: string) => words.split(',').map((word) => <Tag key={word}>{word}</Tag>),
          },
          { title: t('help.weight'), dataIndex: 'weight', width: 90 },
          {
            title: '',
            key: 'actions',
            width: 150,
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => setEditing(row)}>
                  {t('edit')}
                </Button>
                <Button size="small" danger onClick={() => setDeleting(row.id)}>
                  {t('delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={Boolean(editing) && !pending}
        title={current ? t('help.edit') : t('help.create')}
        okText={t('save')}
        cancelText={t('common:actions.cancel')}
        onOk={async () => setPending(await form.validateFields())}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
        width={640}
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={current ?? { title: '', content: '', keywords: '', weight: 0 }}
        >
          <Form.Item name="title" label={t('help.question')} rules={rules('title')}>
            <Input />
          </Form.Item>
          <Form.Item name="content" label={t('help.answer')} rules={rules('content')}>
            <Input.TextArea rows={6} />
          </Form.Item>
          <Form.Item
            name="keywords"
            label={t('help.keywords')}
            extra={t('help.keywordsHelp')}
            rules={rules('keywords')}
          >
            <Input />
          </Form.Item>
          <Form.Item name="weight" label={t('help.weight')} extra={t('help.weightHelp')}>
            <InputNumber style={{ width: 200 }} />
          </Form.Item>
        </Form>
      </Modal>
      <ReasonModal
        open={Boolean(pending)}
        title={current ? t('help.edit') : t('help.create')}
        description={t('help.confirm')}
        onConfirm={async (reason) => {
          await save.mutateAsync({ ...pending!, id: current?.id, reason });
          setPending(undefined);
          setEditing(undefined);
        }}
        onCancel={() => setPending(undefined)}
      />
      <ReasonModal
        open={deleting !== undefined}
        danger
        title={t('help.deleteTitle')}
        onConfirm={async (reason) => {
          await remove.mutateAsync({ id: deleting!, reason });
          setDeleting(undefined);
        }}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}
