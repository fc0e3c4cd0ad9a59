import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../components/layout/record-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { CouponApplyView } from '../../../features/coupons/components/coupon-apply-view';

/** /pages/user/coupon/apply?id=<receipt id> (members): the goods this coupon of mine applies to (protocol `coupon/apply`). */
export default function UserCouponApplyPage() {
  const { t } = useTranslation('coupons');
  return (
    <RecordPage missing={<EmptyState icon="coupon" title={t('notFound')} />}>
      {(id) => <CouponApplyView id={id} />}
    </RecordPage>
  );
}
