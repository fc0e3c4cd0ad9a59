import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguageCode, LANGUAGES } from '../lib/i18n';

/** The header's language menu: four languages, remembered in the console's own storage key. */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation();
  return (
    <Select
      aria-label={t('layout.language')}
      data-testid="language-switch"
      value={i18n.language}
      variant="borderless"
      suffixIcon={<GlobalOutlined />}
      popupMatchSelectWidth={false}
      options={LANGUAGES.map((language) => ({ value: language.code, label: language.nativeName }))}
      onChange={(value: string) => {
        if (isLanguageCode(value)) void changeLanguage(value);
      }}
    />
  );
}
