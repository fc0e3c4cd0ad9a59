import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/layout/paged-list';
import { RefreshList } from '../../../components/ui/refresh-list';
import { deviceQueries } from '../api/device-queries';
import { CodeCard } from './code-card';
import { RedeemForm } from './redeem-form';
import styles from './devices.module.css';
import codeStyles from './codes.module.css';

/** The Activation code page: the redeem form, then my codes already bound to a phone. */
export function RedeemAndBindings({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation('devices');
  const bound = useInfiniteQuery(deviceQueries.codes('bound'));
  return (
    <RefreshList onRefresh={async () => void (await bound.refetch())}>
      <RedeemForm initialCode={initialCode} />
      <h2 className={codeStyles.sectionTitle}>{t('bindings.title')}</h2>
      <PagedList
        query={bound}
        variant="plain"
        renderList={(codes) => (
          <ul className={styles.list} data-testid="bindings">
            {codes.map((code) => (
              <li key={code.id}>
                <CodeCard code={code} />
              </li>
            ))}
          </ul>
        )}
        empty={{ icon: 'link', title: t('bindings.empty'), description: t('bindings.emptyHint') }}
      />
    </RefreshList>
  );
}
