import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import styles from './legal.module.css';

const DOCUMENTS = {
  privacy: ['collect', 'use', 'share', 'storage', 'rights', 'contact'],
  agreement: ['accounts', 'conduct', 'purchases', 'wallet', 'liability', 'changes'],
} as const;

/** /pages/user/setting/privacy: the privacy policy, or the user agreement with `?doc=agreement`. */
export default function PrivacyPage() {
  const { t } = useTranslation('settings');
  const [params] = useSearchParams();
  const doc = params.get('doc') === 'agreement' ? 'agreement' : 'privacy';
  return (
    <PageShell title={t(`legal.${doc}.title`)}>
      <Card className="cm-first-card">
        <article className={styles.article}>
          <p className={styles.lead}>{t(`legal.${doc}.intro`)}</p>
          {DOCUMENTS[doc].map((section) => (
            <section key={section}>
              <h2>{t(`legal.${doc}.sections.${section}.title`)}</h2>
              <p>{t(`legal.${doc}.sections.${section}.body`)}</p>
            </section>
          ))}
          <p className={styles.updated}>{t('legal.updated')}</p>
        </article>
      </Card>
    </PageShell>
  );
}
