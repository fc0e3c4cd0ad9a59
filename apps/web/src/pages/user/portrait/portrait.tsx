import { PageShell } from '../../../components/layout/page-shell';
import { useGoBack } from '../../../components/layout/use-go-back';
import { AvatarUploader } from '../../../features/user/components/avatar-uploader';
import { PAGES } from '../../../lib/paths';

/** /pages/user/portrait/portrait: change the avatar. */
export default function PortraitPage() {
  const goBack = useGoBack(PAGES.settingUser);
  return (
    <PageShell background="white">
      <AvatarUploader onSaved={goBack} />
    </PageShell>
  );
}
