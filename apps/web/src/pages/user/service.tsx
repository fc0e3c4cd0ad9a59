import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../components/layout/page-shell';
import { ServiceView } from '../../features/chat/components/service/service-view';

/**
 * /pages/user/service (AI customer service): the assistant answers from help articles; agents reply
 * live. `?human=1` hands the member over to a human agent on arrival (once; the flag then leaves the URL).
 */
export default function ServicePage() {
  const [params, setParams] = useSearchParams();
  const handOver = params.get('human') === '1';
  const handedOver = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return (
    <PageShell>
      <ServiceView handOver={handOver} onHandedOver={handedOver} />
    </PageShell>
  );
}
