import { WALLET_ACCOUNT_KINDS, type WalletAccountKind } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { Segmented } from '../../../../components/ui/segmented';
import { Tabs } from '../../../../components/ui/tabs';
import type { BillDirection } from '../../api/wallet-queries';
import styles from './bill-filters.module.css';

const DIRECTIONS: BillDirection[] = ['all', 'in', 'out'];

interface BillFiltersProps {
  account: WalletAccountKind;
  direction: BillDirection;
  onChange: (account: WalletAccountKind, direction: BillDirection) => void;
}

/** Sticky tabs for the account kind and an all / income / expense switch. */
export function BillFilters({ account, direction, onChange }: BillFiltersProps) {
  const { t } = useTranslation('wallet');
  const pickAccount = (key: string) =>
    onChange(WALLET_ACCOUNT_KINDS.find((kind) => kind === key) ?? 'balance', direction);
  return (
    <div className={styles.bar}>
      <Tabs activeKey={account} onChange={pickAccount} className={styles.tabs}>
        {WALLET_ACCOUNT_KINDS.map((kind) => (
          <Tabs.Tab key={kind} title={t(`accounts.${kind}`)} />
        ))}
      </Tabs>
      <div className={styles.directions}>
        <Segmented
          block
          value={direction}
          onChange={(value) =>
            onChange(account, DIRECTIONS.find((item) => item === value) ?? 'all')
          }
          options={DIRECTIONS.map((item) => ({
            value: item,
            label: t(`bills.directions.${item}`),
          }))}
        />
      </div>
    </div>
  );
}
