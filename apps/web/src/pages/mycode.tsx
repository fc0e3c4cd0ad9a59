import { CODE_STATES } from '@cloudmall/contract/devices';
import { PageShell } from '../components/layout/page-shell';
import { MyCodes } from '../features/devices/components/my-codes';
import { useQueryTab } from '../lib/use-query-tab';

/** /pages/mycode?state= (members): my activation codes in tabs unused / bound / expired. */
export default function MycodePage() {
  const [state, setState] = useQueryTab('state', CODE_STATES, 'unused');
  return (
    <PageShell>
      <MyCodes key={state} state={state} onState={setState} />
    </PageShell>
  );
}
