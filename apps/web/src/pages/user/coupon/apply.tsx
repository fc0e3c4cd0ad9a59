import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { CouponApplyView } from '../../../features/coupons/components/coupon-apply-view';

/** /pages/user/coupon/apply?id=<receipt id> (members): the goods this coupon of mine applies to (protocol `coupon/apply`). */
export default function UserCouponApplyPage() {
  const { t } = useTranslation('coupons');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <PageShell>
      {Number.isInteger(id) && id > 0 ? (
        <CouponApplyView id={id} />
      ) : (
        <EmptyState icon="coupon" title={t('notFound')} />
      )}
    </PageShell>
  );
}
