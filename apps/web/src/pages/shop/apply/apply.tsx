import type { ShopApplication } from '@cloudmall/contract/merchant';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { QueryWaitPage } from '../../../components/layout/query-wait-page';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast';
import {
  shopApplyKeys,
  shopApplyQueries,
} from '../../../features/shop-apply/api/shop-apply-queries';
import { ApplicationStatus } from '../../../features/shop-apply/components/application-status';
import { ApplyForm } from '../../../features/shop-apply/components/apply-form';
import { canEdit } from '../../../features/shop-apply/shop-apply-rules';
import { PAGES } from '../../../lib/paths';

/**
 * /pages/shop/apply/apply: the merchant application form (blank, a draft, or a refused one to edit
 * and send again); one waiting for review or approved shows where it stands instead.
 */
export default function ShopApplyPage() {
  const { t } = useTranslation('shop-apply');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mine = useQuery(shopApplyQueries.mine());
  if (mine.data === undefined) return <QueryWaitPage query={mine} />;
  const application = mine.data;

  const saved = (next: ShopApplication) => {
    queryClient.setQueryData(shopApplyKeys.mine(), next);
    if (next.state === 'pending') {
      toast.success(t('sent'));
      void navigate(PAGES.shopApplyDetails, { replace: true });
    } else toast.success(t('draftSaved'));
  };

  if (application && !canEdit(application))
    return (
      <PageShell>
        <ApplicationStatus application={application} />
      </PageShell>
    );
  const refused = application?.state === 'refused';
  return (
    <PageShell>
      {refused && <ApplicationStatus application={application} editable={false} />}
      <Card
        className={refused ? undefined : 'cm-first-card'}
        title={t(refused ? 'resubmitTitle' : 'formTitle')}
      >
        <p className="cm-muted">{t('intro')}</p>
        <ApplyForm key={application?.updatetime ?? 0} application={application} onSaved={saved} />
      </Card>
    </PageShell>
  );
}
