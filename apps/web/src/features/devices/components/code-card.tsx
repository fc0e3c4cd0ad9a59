import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/time';
import type { CodeRow } from '../api/device-queries';
import { formatCode } from '../code-format';
import { instantMs } from '../expiry';
import { CopyButton } from './copy-button';
import styles from './devices.module.css';
import codeStyles from './codes.module.css';

/** One activation code: what it activates, the code in groups of four with copy, and where it stands. */
export function CodeCard({ code, action }: { code: CodeRow; action?: ReactNode }) {
  const { t } = useTranslation('devices');
  const shown = formatCode(code.code);
  return (
    <article className={styles.card} data-testid="code-card" data-muted={code.state === 'expired'}>
      <header className={styles.cardHead}>
        <span className={styles.kind}>{t(`kinds.${code.kind}`)}</span>
        <h3 className={styles.name}>{code.title}</h3>
      </header>
      <div className={codeStyles.codeRow}>
        <code className={codeStyles.code} data-testid="code-value">
          {shown}
        </code>
        <CopyButton value={shown} label={t('copy.codeLabel', { code: shown })} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('codes.period')}</dt>
          <dd>{t('codes.days', { count: code.days })}</dd>
        </div>
        {code.state === 'bound' && code.device_name ? (
          <div>
            <dt>{t('codes.boundTo')}</dt>
            <dd>
              {code.device_name}
              {code.bound_at ? ` · ${formatDate(instantMs(code.bound_at))}` : ''}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{code.state === 'expired' ? t('codes.expiredOn') : t('codes.useBy')}</dt>
            <dd>{formatDate(instantMs(code.expires_at))}</dd>
          </div>
        )}
      </dl>
      {action}
    </article>
  );
}
