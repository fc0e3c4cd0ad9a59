import { GoodsSaveInputSchema } from '@cloudmall/contract/merchant';
import { Form, Input, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractRules } from '../../../lib/form-rules';
import { LANGUAGES } from '../../../lib/i18n';

/**
 * The goods' title and description, one tab per language: English (`title`, `content`) is
 * required, the others (`translations.<lng>.title|content`) optional, falling back to English.
 * Every tab stays mounted, so a save sends the languages the merchant did not open unchanged.
 */
export function GoodsTextsTabs() {
  const { t } = useTranslation(['merchant', 'errors']);
  return (
    <>
      <Typography.Paragraph type="secondary">{t('editor.languagesHelp')}</Typography.Paragraph>
      <Tabs
        data-testid="goods-languages"
        items={LANGUAGES.map(({ code, nativeName }) => {
          const english = code === 'en';
          const at = (field: string) => (english ? field : ['translations', code, field]);
          return {
            key: code,
            label: english ? `${nativeName} *` : nativeName,
            forceRender: true,
            children: (
              <>
                <Form.Item
                  name={at('title')}
                  label={t('editor.name')}
                  rules={
                    english
                      ? contractRules(GoodsSaveInputSchema, 'title', t, { specs: [], skus: [] })
                      : [{ max: 120, message: t('errors:too_long') }]
                  }
                >
                  <Input maxLength={120} showCount data-testid={`goods-title-${code}`} />
                </Form.Item>
                <Form.Item name={at('content')} label={t('editor.content')}>
                  <Input.TextArea rows={4} maxLength={20_000} />
                </Form.Item>
              </>
            ),
          };
        })}
      />
    </>
  );
}
