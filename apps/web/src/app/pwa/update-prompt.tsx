import { useTranslation } from 'react-i18next';
import { useNewVersionStore } from './update-store';
import styles from './update-prompt.module.css';

/** A new version is waiting: "update now" applies it (reload), "ignore" hides it until the next one. */
export function UpdatePrompt() {
  const waiting = useNewVersionStore((state) => state.waiting);
  const { t } = useTranslation('common');
  if (!waiting) return null;
  const { updateNow, ignore } = useNewVersionStore.getState();
  return (
    <div className={styles.prompt} role="alertdialog" aria-labelledby="app-update-title">
      <div className={styles.text}>
        <strong id="app-update-title">{t('appUpdate.title')}</strong>
        <span>{t('appUpdate.description')}</span>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.ignore} onClick={ignore}>
          {t('appUpdate.ignore')}
        </button>
        <button type="button" className={styles.update} onClick={() => void updateNow()}>
          {t('appUpdate.updateNow')}
        </button>
      </div>
    </div>
  );
}
