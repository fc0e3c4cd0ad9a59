import { VipView } from '../../../features/membership/components/vip-view';

/** /pages/user/vip/vip (members): level, progress by spend, levels, packages and VIP coupons. */
export default function UserVipVipPage() {
  return <VipView />;
}
