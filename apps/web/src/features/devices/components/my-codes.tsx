import { CODE_STATES, type CodeState } from '@cloudmall/contract/devices';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RefreshPagedList } from '../../../components/layout/paged-list';
import { GoButton } from '../../../components/ui/go-button';
import { PAGES } from '../../../lib/paths';
import { deviceQueries } from '../api/device-queries';
import { CodeCard } from './code-card';
import { TabStrip } from '../../../components/ui/tab-strip';
import styles from './devices.module.css';
import codeStyles from './codes.module.css';
import { keyedItem } from '../../../components/layout/keyed-item';
import type { StateTabs } from '../../../components/ui/controlled';

/** My activation codes by state (unused, bound, expired), paged; an unused one leads to redeeming. */
export function MyCodes({ state, onState }: StateTabs<CodeState>) {
  const { t } = useTranslation('devices');
  const navigate = useNavigate();
  const query = useInfiniteQuery(deviceQueries.codes(state));
  const redeem = (code: string) => void navigate(`${PAGES.cart1}?code=${encodeURIComponent(code)}`);
  return (
    <>
      <TabStrip
        tabs={CODE_STATES.map((value) => ({ value, label: t(`codes.tabs.${value}`) }))}
        value={state}
        onChange={onState}
        label={t('codes.tabsLabel')}
      />
      <RefreshPagedList
        topGap={false}
        query={query}
        listClassName={styles.list}
        renderItem={keyedItem((code) => (
          <CodeCard
            code={code}
            action={
              state === 'unused' ? (
                <button
                  type="button"
                  className={codeStyles.linkButton}
                  onClick={() => redeem(code.code)}
                >
                  {t('codes.redeem')}
                </button>
              ) : undefined
            }
          />
        ))}
        empty={{
          icon: 'key',
          title: t(`codes.empty.${state}`),
          description: state === 'unused' ? t('codes.emptyHint') : undefined,
          action:
            state === 'unused' ? (
              <GoButton to={PAGES.cart}>{t('codes.toPhones')}</GoButton>
            ) : undefined,
        }}
      />
    </>
  );
}
