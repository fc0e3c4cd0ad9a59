import { CODE_STATES, type CodeState } from '@cloudmall/contract/devices';
import { useSearchParams } from 'react-router';
import { PageShell } from '../components/layout/page-shell';
import { MyCodes } from '../features/devices/components/my-codes';

/** /pages/mycode?state= (members): my activation codes in tabs unused / bound / expired. */
export default function MycodePage() {
  const [params, setParams] = useSearchParams();
  const state = CODE_STATES.find((item) => item === params.get('state')) ?? 'unused';
  return (
    <PageShell>
      <MyCodes
        key={state}
        state={state}
        onState={(next: CodeState) =>
          setParams(next === 'unused' ? {} : { state: next }, { replace: true })
        }
      />
    </PageShell>
  );
}
