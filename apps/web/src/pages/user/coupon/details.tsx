import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTranslation } from 'react-i18next';
import { CouponDetailsView } from '../../../features/coupons/components/coupon-details-view';

/** /pages/user/coupon/details?id=<coupon id>: the coupon's terms and the claim button. */
export default function UserCouponDetailsPage() {
  const { t } = useTranslation('coupons');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <PageShell>
      {Number.isInteger(id) && id > 0 ? (
        <CouponDetailsView id={id} />
      ) : (
        <EmptyState icon="coupon" title={t('notFound')} />
      )}
    </PageShell>
  );
}
