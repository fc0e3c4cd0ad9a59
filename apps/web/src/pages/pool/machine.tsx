import { PageShell } from '../../components/layout/page-shell';
import { MachineList } from '../../features/pool/components/machine-list';

/** /pages/Pool/machine: the mining machines for sale (goods of the mining machines category). */
export default function PoolMachinePage() {
  return (
    <PageShell>
      <MachineList />
    </PageShell>
  );
}
