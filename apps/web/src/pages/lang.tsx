import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/layout/page-shell';
import { Icon } from '../components/ui/icon';
import { toast } from '../components/ui/toast';
import { LANGUAGES, type LanguageCode } from '../lib/i18n';
import { useLanguageSwitch } from '../lib/use-language-switch';
import styles from './lang.module.css';
import { RadioButton } from '../components/ui/radio-button';

/** /pages/lang: choose the interface language; kept in local storage and applied at once. */
export default function LanguagePage() {
  const { t, i18n } = useTranslation('settings');
  const current = i18n.resolvedLanguage;
  const switchLanguage = useLanguageSwitch();

  /** The confirmation speaks the new language (a `t` of this render still speaks the old one). */
  const choose = async (code: LanguageCode) => {
    if (code === current) return;
    const tNew = await switchLanguage(code);
    toast.success(tNew('settings:language.changed'));
  };

  return (
    <PageShell>
      <p className={styles.intro}>{t('language.intro')}</p>
      <div className={styles.list} role="radiogroup" aria-label={t('language.label')}>
        {LANGUAGES.map((language) => {
          const selected = language.code === current;
          return (
            <RadioButton
              key={language.code}
              checked={selected}
              className={`${styles.option} ${selected ? styles.selected : ''}`}
              onClick={() => void choose(language.code)}
            >
              <span className={styles.names}>
                <span lang={language.code} className={styles.native}>
                  {language.nativeName}
                </span>
                <span className={styles.translated}>{t(`language.names.${language.code}`)}</span>
              </span>
              {selected && <Icon name="check" size={22} className={styles.check} />}
            </RadioButton>
          );
        })}
      </div>
    </PageShell>
  );
}
