import { useTranslation } from 'react-i18next';
import { DeadEndPage } from '../components/layout/dead-end-page';

/** Any unknown path: says so and leads home. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <DeadEndPage
      icon="search"
      title={t('notFound.title')}
      description={t('notFound.description')}
      to="/"
      action={t('actions.home')}
    />
  );
}
