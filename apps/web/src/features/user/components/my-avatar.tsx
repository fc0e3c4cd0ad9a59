import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { useUserStore } from '../../../stores/user-store';

/** The member's own avatar (their name's initial while they have no picture). */
export function MyAvatar({ size }: { size: number }) {
  const { t } = useTranslation('user');
  const avatar = useUserStore((state) => state.avatar);
  const name = useUserStore((state) => state.nickname || state.username);
  return <Avatar src={avatar} alt={t('header.avatar')} name={name} size={size} />;
}
