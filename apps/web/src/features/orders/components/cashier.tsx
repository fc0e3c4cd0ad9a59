import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { GoButton } from '../../../components/ui/go-button';
import { toastError } from '../../../components/ui/toast';
import { ApiError, isApiErrorKey } from '@cloudmall/client';
import { useIdempotentSubmit } from '../../../lib/forms/use-idempotent-submit';
import { compareMoney, formatPrice } from '../../../lib/money';
import { payFromBalance, refreshOrderCounters } from '../api/order-api';
import { orderKeys, orderQueries } from '../api/order-queries';
import styles from './cashier.module.css';
import { PAGES } from '../../../lib/paths';

const ORDERS_TO_SHIP = `${PAGES.order}?state=2`;
const ORDERS_TO_PAY = `${PAGES.order}?state=1`;

/**
 * The cashier for unpaid orders paid together: what each costs, the total, the balance, and paying
 * from the balance (one idempotency key per payment intent, reused when the same payment is retried).
 */
export function Cashier({ orderIds }: { orderIds: number[] }) {
  const { t } = useTranslation(['orders', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useQuery(orderQueries.cashier(orderIds));
  const { submit, pending } = useIdempotentSubmit();
  const [paid, setPaid] = useState<{ price: string; balance: string }>();
  const [failure, setFailure] = useState<string>();

  if (paid) {
    return (
      <EmptyState
        icon="check"
        title={t('cashier.paidTitle')}
        description={t('cashier.paidDescription', {
          amount: formatPrice(paid.price),
          balance: formatPrice(paid.balance),
        })}
      >
        <GoButton to={ORDERS_TO_SHIP} replace>
          {t('cashier.viewOrders')}
        </GoButton>
        <GoButton variant="outline" to="/" replace>
          {t('cashier.keepShopping')}
        </GoButton>
      </EmptyState>
    );
  }
  if (info.isPending) return <PageLoadingView />;
  if (info.isError) {
    if (
      isApiErrorKey(info.error, 'order_already_paid') ||
      isApiErrorKey(info.error, 'order_not_found')
    ) {
      return (
        <EmptyState
          icon="alert"
          title={t(
            `errors:${info.error instanceof ApiError ? info.error.messageKey : 'order_not_found'}`,
          )}
          description={t('cashier.nothingToPay')}
        >
          <PrimaryButton
            variant="outline"
            onClick={() => void navigate(ORDERS_TO_PAY, { replace: true })}
          >
            {t('cashier.myOrders')}
          </PrimaryButton>
        </EmptyState>
      );
    }
    return <QueryFailedView query={info} />;
  }

  const { list, total, balance } = info.data;
  const short = compareMoney(balance, total) < 0;

  const pay = async () => {
    setFailure(undefined);
    const ids = list.map((row) => row.order_id);
    try {
      const result = await submit({ ids }, (key) => payFromBalance(ids, key));
      if (!result) return;
      setPaid({ price: result.price, balance: result.balance });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void refreshOrderCounters();
    } catch (error) {
      if (isApiErrorKey(error, 'insufficient_balance')) {
        setFailure(t('errors:insufficient_balance'));
        void info.refetch();
      } else toastError(error);
    }
  };

  return (
    <>
      <section className={styles.hero}>
        <span className={styles.label}>{t('cashier.amountDue')}</span>
        <strong className={styles.amount} data-testid="pay-amount">
          {formatPrice(total)}
        </strong>
        <span className={styles.order}>{t('cashier.orderCount', { count: list.length })}</span>
      </section>
      <Card title={t('cashier.orders')}>
        <ul className={styles.orders}>
          {list.map((row) => (
            <li key={row.order_id}>
              <span className={styles.shop}>
                <strong>{row.shop_name}</strong>
                <small>{t('cashier.orderNo', { orderNo: row.order_no })}</small>
              </span>
              <span className={styles.price}>{formatPrice(row.price)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('cashier.method')}>
        <div className={styles.method} role="radio" aria-checked="true">
          <span className={styles.icon}>
            <Icon name="wallet" size={22} />
          </span>
          <span className={styles.text}>
            <strong>{t('cashier.balance')}</strong>
            <span data-testid="pay-balance">
              {t('cashier.available', { amount: formatPrice(balance) })}
            </span>
          </span>
          <span className={styles.radio} aria-hidden="true" />
        </div>
      </Card>
      <div className={styles.actions}>
        {(short || failure) && (
          <p className={styles.error} role="alert">
            <Icon name="alert" size={16} />
            {failure ?? t('errors:insufficient_balance')}
          </p>
        )}
        <PrimaryButton onClick={() => void pay()} loading={pending} disabled={short}>
          {t('cashier.pay', { amount: formatPrice(total) })}
        </PrimaryButton>
        {short && (
          <GoButton variant="outline" to={PAGES.recharge}>
            {t('cashier.topUp')}
          </GoButton>
        )}
      </div>
    </>
  );
}
