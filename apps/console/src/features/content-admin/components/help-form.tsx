import { consoleHelpRoutes } from '@cloudmall/contract/console-content';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRules } from '../../../lib/form-rules';
import { LanguageTabs, type OtherLanguage } from './language-tabs';

type Texts = { title?: string; content?: string; keywords?: string };
export type HelpValues = {
  title: string;
  content: string;
  keywords: string;
  weight: number;
  translations: Partial<Record<OtherLanguage, Texts>>;
};

/**
 * The fields of a help article's question, answer and keywords in the four languages (English required, the
 * others fall back to it), and its order.
 */
export function HelpFields() {
  const { t } = useTranslation(['content-admin', 'common']);
  const rules = (field: string) =>
    contractRules(consoleHelpRoutes.saveHelpArticle.input, field, t, { reason: 'ok ok' });
  const max = (limit: number) => [{ max: limit, message: t('articles.tooLong', { max: limit }) }];

  const texts = (prefix: (string | number)[], required: boolean, language: string) => (
    <>
      <Form.Item
        name={[...prefix, 'title']}
        label={t('help.question')}
        rules={required ? rules('title') : max(120)}
      >
        <Input data-testid={`help-title-${language}`} />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'content']}
        label={t('help.answer')}
        rules={required ? rules('content') : max(5_000)}
      >
        <Input.TextArea rows={6} data-testid={`help-content-${language}`} />
      </Form.Item>
      <Form.Item
        name={[...prefix, 'keywords']}
        label={t('help.keywords')}
        extra={required ? t('help.keywordsHelp') : t('help.keywordsLanguageHelp')}
        rules={required ? rules('keywords') : max(300)}
      >
        <Input data-testid={`help-keywords-${language}`} />
      </Form.Item>
    </>
  );

  return (
    <>
      <LanguageTabs fields={texts} />
      <Form.Item name="weight" label={t('help.weight')} extra={t('help.weightHelp')}>
        <InputNumber style={{ width: 200 }} />
      </Form.Item>
    </>
  );
}
