import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { useUserStore } from '../../../stores/user-store';
import { memberCodeLink } from '../links';
import { QrImage } from './qr-image';
import styles from './team.module.css';

/** /pages/user/qrcode/usercode: the member's own code; scanning it opens a transfer to them. */
export function MemberCodeView() {
  const { t } = useTranslation('team');
  const user = useUserStore();
  return (
    <section className={styles.qrCard}>
      <div className={styles.posterHead}>
        <Avatar src={user.avatar} name={user.nickname} alt={user.nickname} size={44} />
        <div>
          <h2 className={styles.qrTitle}>{user.nickname}</h2>
          <span className={styles.meta} data-testid="usercode-id">
            {t('qr.memberId', { id: user.id, username: user.username })}
          </span>
        </div>
      </div>
      <QrImage value={memberCodeLink(user.username, user.id)} label={t('qr.memberTitle')} />
      <p className={styles.note}>{t('qr.memberText')}</p>
    </section>
  );
}
