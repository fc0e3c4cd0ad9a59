import { consoleHelpRoutes } from '@cloudmall/contract/console-content';
import { Form, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateButton } from '../../../components/create-button';
import { editDeleteColumn } from '../../../components/edit-delete-actions';
import { PageHeader } from '../../../components/page-header';
import { ReasonedFormModal } from '../../../components/reasoned-form-modal';
import { useReasonedDelete } from '../../../components/row-reason-modal';
import { ServerTable, type PageRow } from '../../../components/server-table';
import { useConsoleMutation } from '../../../lib/query';
import { HelpFields, type HelpValues } from './help-form';
import { LanguageTags } from './language-tabs';

type HelpRow = PageRow<typeof consoleHelpRoutes.helpArticles>;

/** The service assistant's answers in four languages: question, answer, keywords it matches, order. */
export default function HelpPage() {
  const { t } = useTranslation(['content-admin', 'common']);
  const [editing, setEditing] = useState<HelpRow | 'new'>();
  const [form] = Form.useForm<HelpValues>();
  const save = useConsoleMutation(consoleHelpRoutes.saveHelpArticle, {
    invalidates: [consoleHelpRoutes.helpArticles],
  });
  const remove = useConsoleMutation(consoleHelpRoutes.deleteHelpArticle, {
    invalidates: [consoleHelpRoutes.helpArticles],
  });
  const deletion = useReasonedDelete(remove, t('help.deleteTitle'));
  const current = editing === 'new' ? undefined : editing;

  return (
    <>
      <PageHeader
        title={t('help.title')}
        subtitle={t('help.subtitle')}
        extra={<CreateButton onClick={() => setEditing('new')}>{t('help.create')}</CreateButton>}
      />
      <ServerTable
        route={consoleHelpRoutes.helpArticles}
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
            render: (languages: string[]) => <LanguageTags languages={languages} />,
          },
          { title: t('help.weight'), dataIndex: 'weight', width: 90 },
          editDeleteColumn<HelpRow>(
            (row) => setEditing(row),
            (row) => deletion.ask(row.id),
            { width: 150 },
          ),
        ]}
      />
      <ReasonedFormModal
        open={Boolean(editing)}
        title={current ? t('help.edit') : t('help.create')}
        okText={t('save')}
        form={form}
        width={720}
        initialValues={
          current ?? { title: '', content: '', keywords: '', weight: 0, translations: {} }
        }
        confirm={t('help.confirm')}
        onSave={async (values, reason) => {
          await save.mutateAsync({ ...values, id: current?.id, reason });
          setEditing(undefined);
        }}
        onCancel={() => setEditing(undefined)}
      >
        <HelpFields />
      </ReasonedFormModal>
      {deletion.modal}
    </>
  );
}
