import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { QueryWaitPage } from '../../../components/layout/query-wait-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { shopApplyQueries } from '../../../features/shop-apply/api/shop-apply-queries';
import { ApplicationStatus } from '../../../features/shop-apply/components/application-status';
import { PAGES } from '../../../lib/paths';

/**
 * /pages/shop/apply/details (merchant entry): the application's state, the reason of a refusal with
 * the way to edit and send it again, or for an approved one the console's address and the shop.
 */
export default function ShopApplyDetailsPage() {
  const { t } = useTranslation('shop-apply');
  const navigate = useNavigate();
  const mine = useQuery(shopApplyQueries.mine());
  if (mine.data === undefined) return <QueryWaitPage query={mine} />;
  return (
    <PageShell>
      {mine.data ? (
        <ApplicationStatus application={mine.data} />
      ) : (
        <EmptyState icon="store" title={t('empty.title')} description={t('empty.description')}>
          <PrimaryButton onClick={() => void navigate(PAGES.shopApply)}>
            {t('empty.apply')}
          </PrimaryButton>
        </EmptyState>
      )}
    </PageShell>
  );
}
