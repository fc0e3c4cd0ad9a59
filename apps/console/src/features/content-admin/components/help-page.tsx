import { PlusOutlined } from '@ant-design/icons';
import { consoleHelpRoutes } from '@cloudmall/contract/console-content';
import { Button, Form, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ReasonModal } from '../../../components/reason-modal';
import { ServerTable, type PageRow } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { HelpForm, type HelpValues } from './help-form';

type HelpRow = PageRow<typeof consoleHelpRoutes.helpArticles>;

/** The service assistant's answers in four languages: question, answer, keywords it matches, order. */
export default function HelpPage() {
  const { t } = useTranslation(['content-admin', 'common']);
  const [editing, setEditing] = useState<HelpRow | 'new'>();
  const [pending, setPending] = useState<HelpValues>();
  const [deleting, setDeleting] = useState<number>();
  const [form] = Form.useForm<HelpValues>();
  const save = useConsoleMutation(consoleHelpRoutes.saveHelpArticle, {
    invalidates: [consoleHelpRoutes.helpArticles],
  });
  const remove = useConsoleMutation(consoleHelpRoutes.deleteHelpArticle, {
    invalidates: [consoleHelpRoutes.helpArticles],
  });
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
          {
            title: t('articles.translated'),
            dataIndex: 'languages',
            width: 160,
            render: (languages: string[]) =>
              languages.map((lng) => <Tag key={lng}>{t(`articles.languages.${lng}`)}</Tag>),
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
        width={720}
      >
        <HelpForm
          form={form}
          initial={current ?? { title: '', content: '', keywords: '', weight: 0, translations: {} }}
        />
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
