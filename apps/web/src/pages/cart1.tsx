import { useSearchParams } from 'react-router';
import { PageShell } from '../components/layout/page-shell';
import { RedeemAndBindings } from '../features/devices/components/my-bindings';

/** /pages/cart1?code= (Activation code): redeem a code onto a phone or as a new one; my bindings. */
export default function Cart1Page() {
  const [params] = useSearchParams();
  return (
    <PageShell>
      <RedeemAndBindings initialCode={params.get('code') ?? ''} />
    </PageShell>
  );
}
