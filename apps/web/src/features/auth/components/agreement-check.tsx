import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox';
import styles from './agreement-check.module.css';
import { PAGES } from '../../../lib/paths';

interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shows why the form cannot continue yet. */
  prompt: boolean;
}

/** Spec §5: the user agreement and privacy policy must be accepted before login or continuing. */
export function AgreementCheck({ checked, onChange, prompt }: AgreementCheckProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={`${styles.wrap} ${prompt ? styles.shake : ''}`}>
      <Checkbox
        checked={checked}
        onChange={onChange}
        className={styles.checkbox}
        style={{ '--icon-size': '18px', '--font-size': '13px', '--gap': '8px' }}
      >
        <span className={styles.text}>
          <Trans
            t={t}
            i18nKey="agreement.text"
            components={{
              terms: (
                <Link
                  to={`${PAGES.privacy}?doc=agreement`}
                  onClick={(event) => event.stopPropagation()}
                />
              ),
              privacy: <Link to={PAGES.privacy} onClick={(event) => event.stopPropagation()} />,
            }}
          />
        </span>
      </Checkbox>
      {prompt && !checked && (
        <p className={styles.prompt} role="alert">
          {t('agreement.required')}
        </p>
      )}
    </div>
  );
}
