import { PageShell } from '../components/layout/page-shell';
import { DeviceList } from '../features/devices/components/device-list';

/** /pages/cart (Cloud phone, a tab of the find variant): my cloud phones and the free one to claim. */
export default function CartPage() {
  return (
    <PageShell>
      <DeviceList />
    </PageShell>
  );
}
