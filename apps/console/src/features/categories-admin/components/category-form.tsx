import { categoryAdminRoutes, type CategoryAdminRow } from '@cloudmall/contract/catalog';
import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { ImageField } from '../../../components/image-field';
import { ReasonModal } from '../../../components/reason-modal';
import { useConsoleMutation } from '../../../lib/query';
import { ParentSelect } from './parent-select';

interface Values {
  pid: number;
  name: string;
  names: CategoryAdminRow['names'];
  image: string;
  weigh?: number;
  shown: boolean;
}

const LANGUAGES = [
  ['zh-Hant', '繁體中文'],
  ['tr', 'Türkçe'],
  ['id', 'Bahasa Indonesia'],
] as const;

const Field = contractField(categoryAdminRoutes.save.input, { reason: 'ok ok' });

/** Creates or edits a category: its name in the four languages, parent, picture, order, shown; saved with a reason. */
export function CategoryForm(props: {
  category?: CategoryAdminRow;
  /** The parent a new category goes under (the level being viewed). */
  pid: number;
  onClose: () => void;
}) {
  const { t } = useTranslation(['categories-admin', 'common']);
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState<Values>();
  const save = useConsoleMutation(categoryAdminRoutes.save, {
    invalidates: [categoryAdminRoutes.list],
    onSuccess: props.onClose,
  });
  const title = props.category ? t('edit') : t('create');
  const current = props.category;
  // An emptied order field is `null`: the server then keeps the order (or puts a new one last).
  const input = pending ? { ...pending, weigh: pending.weigh ?? undefined, id: current?.id } : {};

  return (
    <>
      <Modal
        open={!pending}
        title={title}
        okText={t('continue')}
        cancelText={t('common:actions.cancel')}
        onOk={async () => setPending(await form.validateFields())}
        onCancel={props.onClose}
        destroyOnHidden
        width={640}
      >
        <Form<Values>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={
            current
              ? { ...current }
              : {
                  pid: props.pid,
                  name: '',
                  names: { 'zh-Hant': '', tr: '', id: '' },
                  image: '',
                  shown: true,
                }
          }
        >
          <Field name="name" label={t('nameEn')}>
            <Input maxLength={64} data-testid="category-name-en" />
          </Field>
          {LANGUAGES.map(([language, label]) => (
            <Form.Item
              key={language}
              name={['names', language]}
              label={t('nameIn', { language: label })}
              extra={language === 'zh-Hant' ? t('nameHelp') : undefined}
            >
              <Input maxLength={64} data-testid={`category-name-${language}`} />
            </Form.Item>
          ))}
          <Field name="pid" label={t('parent')}>
            <ParentSelect excluded={current?.id} currentName={current?.path.at(-1)?.name} />
          </Field>
          <Field name="image" label={t('image')}>
            <ImageField testId="category-image" />
          </Field>
          <Form.Item name="weigh" label={t('weigh')} extra={t('weighHelp')}>
            <InputNumber style={{ width: 200 }} min={-100_000} max={100_000} />
          </Form.Item>
          <Form.Item name="shown" label={t('shown')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
      <ReasonModal
        open={Boolean(pending)}
        title={title}
        description={t('confirm')}
        schema={categoryAdminRoutes.save.input}
        values={input}
        onConfirm={async (reason) => {
          await save.mutateAsync({ ...(input as Values), id: current?.id, reason });
          setPending(undefined);
        }}
        onCancel={() => setPending(undefined)}
      />
    </>
  );
}
