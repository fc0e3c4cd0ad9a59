import { categoryAdminRoutes, type CategoryAdminRow } from '@cloudmall/contract/catalog';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractField } from '../../../components/contract-field';
import { ImageField } from '../../../components/image-field';
import { ReasonedFormModal } from '../../../components/reasoned-form-modal';
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
  const save = useConsoleMutation(categoryAdminRoutes.save, {
    invalidates: [categoryAdminRoutes.list],
    onSuccess: props.onClose,
  });
  const title = props.category ? t('edit') : t('create');
  const current = props.category;
  // An emptied order field is `null`: the server then keeps the order (or puts a new one last).
  const inputOf = (values: Values) => ({
    ...values,
    weigh: values.weigh ?? undefined,
    id: current?.id,
  });

  return (
    <ReasonedFormModal
      open
      title={title}
      okText={t('continue')}
      form={form}
      width={640}
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
      confirm={t('confirm')}
      reasonCheck={{ schema: categoryAdminRoutes.save.input, inputOf }}
      onSave={(values, reason) => save.mutateAsync({ ...inputOf(values), reason })}
      onCancel={props.onClose}
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
    </ReasonedFormModal>
  );
}
