import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../components/layout/record-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { CouponDetailsView } from '../../../features/coupons/components/coupon-details-view';

/** /pages/user/coupon/details?id=<coupon id>: the coupon's terms and the claim button. */
export default function UserCouponDetailsPage() {
  const { t } = useTranslation('coupons');
  return (
    <RecordPage missing={<EmptyState icon="coupon" title={t('notFound')} />}>
      {(id) => <CouponDetailsView id={id} />}
    </RecordPage>
  );
}
