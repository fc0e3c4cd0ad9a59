import type { Notice } from '@cloudmall/contract/chat';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../../../../components/ui/icon';
import { formatRelativeTime } from '../../../../lib/relative-time';
import { formatDateTime } from '../../../../lib/time';
import { noticeLink } from '../../notice-links';
import styles from './notice-row.module.css';

/** One notice: title, text, when, an unread dot; opens the order, refund or wallet page it is about. */
export function NoticeRow({ notice }: { notice: Notice }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const link = noticeLink(notice.modules, notice.modules_id);
  const body = (
    <>
      <span className={styles.head}>
        {!notice.read && (
          <span className={styles.dot} role="img" aria-label={t('notices.unread')} />
        )}
        <span className={styles.title}>{notice.title}</span>
        <time className={styles.time} title={formatDateTime(notice.createtime)}>
          {formatRelativeTime(notice.createtime, t)}
        </time>
      </span>
      <span className={styles.content}>{notice.content}</span>
      {link && (
        <span className={styles.more}>
          {t('notices.view')} <Icon name="right" size={14} />
        </span>
      )}
    </>
  );
  return (
    <li className={styles.item}>
      {link ? (
        <button type="button" className={styles.row} onClick={() => void navigate(link)}>
          {body}
        </button>
      ) : (
        <div className={styles.row}>{body}</div>
      )}
    </li>
  );
}
