import { Tabs, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const OTHER_LANGUAGES = ['zh-Hant', 'tr', 'id'] as const;
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

/**
 * One tab per language, every tab rendered (so each is validated): English's fields at the top
 * level and required, the others under `translations.<language>` and optional.
 */
export function LanguageTabs(props: {
  fields: (prefix: (string | number)[], required: boolean, language: string) => ReactNode;
}) {
  const { t } = useTranslation('content-admin');
  return (
    <Tabs
      items={[
        {
          key: 'en',
          label: t('articles.languages.en'),
          forceRender: true,
          children: props.fields([], true, 'en'),
        },
        ...OTHER_LANGUAGES.map((language) => ({
          key: language,
          label: t(`articles.languages.${language}`),
          forceRender: true,
          children: props.fields(['translations', language], false, language),
        })),
      ]}
    />
  );
}

/** The languages a row is written in, one tag each (a list's "translated" cell). */
export function LanguageTags({ languages }: { languages: string[] }) {
  const { t } = useTranslation('content-admin');
  return languages.map((lng) => <Tag key={lng}>{t(`articles.languages.${lng}`)}</Tag>);
}
