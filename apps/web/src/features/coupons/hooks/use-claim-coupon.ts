import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { loginPath } from '../../../lib/safe-redirect';
import { useStatisticsStore } from '../../../stores/statistics-store';
import { useUserStore } from '../../../stores/user-store';
import { couponKeys, receiveCoupon } from '../api/coupon-queries';

/** Claims a coupon: visitors go to login first; on success the lists and the My page counter update. */
export function useClaimCoupon() {
  const { t } = useTranslation('coupons');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useUserStore((state) => state.isLogin);
  const [pending, setPending] = useState<number>();

  const claim = (couponId: number) => {
    if (!isLogin) {
      void navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    if (pending !== undefined) return;
    setPending(couponId);
    receiveCoupon(couponId)
      .then((result) => {
        toast.success(t('claimedToast', { nth: result.nth }));
        useStatisticsStore.setState((state) => ({
          dynamic: { ...state.dynamic, coupon: state.dynamic.coupon + 1 },
        }));
      })
      .catch(() => undefined) // the request layer showed the refusal
      .finally(() => {
        setPending(undefined);
        void queryClient.invalidateQueries({ queryKey: couponKeys.all });
      });
  };
  return { claim, pending };
}
