import {
  ARTICLE_CATEGORIES,
  consoleContentRoutes,
  type ArticleDetail,
} from '@cloudmall/contract/console-content';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/reason-modal';
import { contractRules } from '../../../lib/form-rules';
import { useConsoleMutation } from '../../../lib/query';
import { ImageField } from '../../../components/image-field';
import { LanguageTabs, type OtherLanguage } from './language-tabs';

type Texts = { title?: string; description?: string; content?: string };
type Values = {
  category: (typeof ARTICLE_CATEGORIES)[number];
  image: string;
  title: string;
  description: string;
  content: string;
  translations: Partial<Record<OtherLanguage, Texts>>;
};

/** Edits an article in the four languages (English is required, the others fall back to it). */
export function ArticleEditor(props: { article?: ArticleDetail; onSaved: () => void }) {
  const { t } = useTranslation(['content-admin', 'common']);
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState<Values>();
  const save = useConsoleMutation(consoleContentRoutes.saveArticle, {
    invalidates: [consoleContentRoutes.articles, consoleContentRoutes.article],
    onSuccess: props.onSaved,
  });
  const rules = (field: string) =>
    contractRules(consoleContentRoutes.saveArticle.input, field, t, { reason: 'ok ok' });
  const a = props.article;
  const initial: Values = {
    category: (a?.category ?? 'news') as Values['category'],
    image: a?.image ?? '',
    title: a?.title ?? '',
    description: a?.description ?? '',
    content: a?.content ?? '',
    translations: (a?.translations ?? {}) as Values['translations'],
  };

  const texts = (prefix: (string | number)[], required: boolean, lng: string) => (
    <>
      <Form.Item
        name={[...prefix, 'title']}
        label={t('articles.field.title')}
        rules={
          required ? rules('title') : [{ max: 120, message: t('articles.tooLong', { max: 120 }) }]
        }
      >
        <Input data-testid={`article-title-${lng}`} />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'description']}
        label={t('articles.field.description')}
        rules={
          required
            ? rules('description')
            : [{ max: 300, message: t('articles.tooLong', { max: 300 }) }]
        }
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'content']}
        label={t('articles.field.content')}
        extra={t('articles.contentHelp')}
        rules={required ? rules('content') : []}
      >
        <Input.TextArea
          rows={10}
          style={{ fontFamily: 'monospace' }}
          data-testid={`article-content-${lng}`}
        />
      </Form.Item>
    </>
  );

  return (
    <>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Flex gap={16}>
          <Form.Item
            name="category"
            label={t('articles.category')}
            rules={rules('category')}
            style={{ width: 200 }}
          >
            <Select
              options={ARTICLE_CATEGORIES.map((value) => ({
                value,
                label: t(`articles.categories.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="image" label={t('articles.image')} style={{ flex: 1 }}>
            <ImageField />
          </Form.Item>
        </Flex>
        <LanguageTabs fields={texts} />
        <Button
          type="primary"
          onClick={async () => setPending(await form.validateFields())}
          data-testid="article-save"
        >
          {t('articles.publish')}
        </Button>
      </Form>
      <ReasonModal
        open={Boolean(pending)}
        title={a ? t('articles.edit') : t('articles.create')}
        description={t('articles.confirm')}
        onConfirm={async (reason) => {
          await save.mutateAsync({ ...pending!, id: a?.id, reason });
          setPending(undefined);
        }}
        onCancel={() => setPending(undefined)}
      />
    </>
  );
}
