import { useTranslation } from 'react-i18next';
import styles from './code-button.module.css';

interface CodeButtonProps {
  remaining: number;
  sending: boolean;
  onClick: () => void;
}

/** "Get code" inside a field; shows the resend countdown while it runs. */
export function CodeButton({ remaining, sending, onClick }: CodeButtonProps) {
  const { t } = useTranslation('auth');
  const waiting = remaining > 0;
  return (
    <button type="button" className={styles.button} onClick={onClick} disabled={waiting || sending}>
      {waiting
        ? t('sms.resendIn', { seconds: remaining })
        : sending
          ? t('sms.sending')
          : t('sms.send')}
    </button>
  );
}
