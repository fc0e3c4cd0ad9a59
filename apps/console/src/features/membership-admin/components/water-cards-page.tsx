import type { WaterCardFace } from '@cloudmall/contract/vip';
import { Card, Form, Input, Switch, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { buttonColumn } from '../../../components/actions-column';
import { CreateButton } from '../../../components/create-button';
import { PageHeader } from '../../../components/page-header';
import { ReasonedFormModal } from '../../../components/reasoned-form-modal';
import { distributorConsoleRoutes, useFaces, useSaveFace } from '../api/membership-api';
import { CardsTable } from './cards-table';
import { enabledColumn, useEditor } from './editing';

type Values = { value: string; enabled: boolean };

/** Admin → Water cards: the face values distributors buy, and every issued card. */
export default function WaterCardsPage() {
  const { t } = useTranslation(['membership', 'common']);
  const faces = useFaces();
  const save = useSaveFace();
  const editor = useEditor<WaterCardFace, Values>();
  const { existing } = editor;
  const columns: TableColumnsType<WaterCardFace> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    { title: t('cards.value'), dataIndex: 'value' },
    enabledColumn(t),
    buttonColumn(t('common:actions.edit'), editor.edit),
  ];
  const inputOf = (values: Values) => ({ ...(existing ? { id: existing.id } : {}), ...values });
  return (
    <>
      <PageHeader title={t('cards.title')} subtitle={t('cards.subtitle')} />
      <Card
        title={t('cards.faces')}
        extra={<CreateButton onClick={editor.create}>{t('cards.addFace')}</CreateButton>}
        style={{ marginBottom: 16 }}
      >
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={faces.data?.list ?? []}
          loading={faces.isPending}
          pagination={false}
        />
      </Card>
      <CardsTable own={false} />
      <ReasonedFormModal<Values>
        open={editor.open}
        form={editor.form}
        title={existing ? t('cards.editFace', { value: existing.value }) : t('cards.addFace')}
        okText={t('common:actions.confirm')}
        confirm={t('cards.faceConfirm')}
        initialValues={existing ?? { enabled: true }}
        reasonCheck={{ schema: distributorConsoleRoutes.saveFace.input, inputOf }}
        onSave={async (values, reason) => {
          await save.mutateAsync({ ...inputOf(values), reason });
          editor.close();
        }}
        onCancel={editor.close}
      >
        <Form.Item name="value" label={t('cards.value')} rules={[{ required: true }]}>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="enabled" label={t('vip.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </ReasonedFormModal>
    </>
  );
}
