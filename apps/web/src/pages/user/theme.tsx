import { PageShell } from '../../components/layout/page-shell';
import { ThemePicker } from '../../features/theme/components/theme-picker';

/** /pages/user/theme: the app's colour theme, applied at once and kept on this device. */
export default function UserThemePage() {
  return (
    <PageShell>
      <ThemePicker />
    </PageShell>
  );
}
