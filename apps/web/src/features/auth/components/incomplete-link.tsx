import { useTranslation } from 'react-i18next';
import { DeadEndPage } from '../../../components/layout/dead-end-page';
import { PAGES } from '../../../lib/paths';

/** A code page opened without its phone number or purpose: explain and offer the login page. */
export function IncompleteLink() {
  const { t } = useTranslation('auth');
  return (
    <DeadEndPage
      icon="link"
      title={t('incomplete.title')}
      description={t('incomplete.description')}
      to={PAGES.auth}
      action={t('incomplete.toLogin')}
    />
  );
}
