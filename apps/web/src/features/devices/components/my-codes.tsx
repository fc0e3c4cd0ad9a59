import { CODE_STATES, type CodeState } from '@cloudmall/contract/devices';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList } from '../../../components/layout/paged-list';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { RefreshList } from '../../../components/ui/refresh-list';
import { PAGES } from '../../../lib/paths';
import { deviceQueries } from '../api/device-queries';
import { CodeCard } from './code-card';
import { TabStrip } from '../../../components/ui/tab-strip';
import styles from './devices.module.css';
import codeStyles from './codes.module.css';

/** My activation codes by state (unused, bound, expired), paged; an unused one leads to redeeming. */
export function MyCodes({
  state,
  onState,
}: {
  state: CodeState;
  onState: (state: CodeState) => void;
}) {
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
      <RefreshList onRefresh={async () => void (await query.refetch())}>
        <PagedList
          query={query}
          variant="plain"
          renderList={(items) => (
            <ul className={styles.list}>
              {items.map((code) => (
                <li key={code.id}>
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
                </li>
              ))}
            </ul>
          )}
          empty={{
            icon: 'key',
            title: t(`codes.empty.${state}`),
            description: state === 'unused' ? t('codes.emptyHint') : undefined,
            action:
              state === 'unused' ? (
                <PrimaryButton onClick={() => void navigate(PAGES.cart)}>
                  {t('codes.toPhones')}
                </PrimaryButton>
              ) : undefined,
          }}
        />
      </RefreshList>
    </>
  );
}
