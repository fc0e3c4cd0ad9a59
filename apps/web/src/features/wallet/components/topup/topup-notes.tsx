import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import styles from './topup-notes.module.css';

/** What the member must know before sending: arrival time, the rate, the network and the expiry. */
export function TopupNotes({ network, rate }: { network?: string; rate?: string }) {
  const { t } = useTranslation('wallet');
  const notes = [
    t('topup.notes.arrival'),
    ...(rate ? [t('topup.notes.rate', { rate })] : []),
    network ? t('topup.notes.network', { network }) : t('topup.notes.networkAny'),
    t('topup.notes.expiry'),
  ];
  return (
    <Card title={t('topup.notes.title')}>
      <ul className={styles.notes}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Card>
  );
}
