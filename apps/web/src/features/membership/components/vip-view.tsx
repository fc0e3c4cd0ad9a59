import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryWaitPage } from '../../../components/layout/query-wait-page';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { confirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { toast } from '../../../components/ui/toast';
import { createIntentKeys } from '../../../lib/idempotency';
import { formatPrice } from '../../../lib/money';
import { PAGES } from '../../../lib/paths';
import { membershipCommands, membershipQueries, type VipStatus } from '../api/membership-queries';
import { useMembershipSend } from '../api/use-membership-send';
import { percentOf, progressOf } from '../pricing';
import styles from './membership.module.css';

type Level = VipStatus['levels'][number];

/** /pages/user/vip/vip: the member's level, progress by spend, the levels and their packages. */
export function VipView() {
  const { t } = useTranslation('membership');
  const query = useQuery(membershipQueries.vip());
  const { send } = useMembershipSend();
  const keys = useRef(createIntentKeys()).current;
  const [buying, setBuying] = useState<number>();
  if (!query.data) return <QueryWaitPage query={query} />;
  const status = query.data;

  const buy = async (level: Level) => {
    const sure = await confirmDialog({
      title: t('vip.confirmTitle'),
      content: t('vip.confirmBuy', { name: level.name, price: formatPrice(level.price) }),
      confirmText: t('vip.buy'),
      cancelText: t('cancel'),
    });
    if (!sure) return;
    setBuying(level.level);
    const key = keys.keyFor({ level: level.level });
    const bought = await send(() => membershipCommands.buyVip(level.level, key));
    setBuying(undefined);
    if (bought === false) return;
    keys.succeeded();
    toast.success(t('vip.bought', { name: level.name }));
  };

  return (
    <PageShell>
      <div className={styles.page}>
        <section className={styles.hero} aria-label={t('vip.current')}>
          <p className={styles.heroLevel}>
            {status.level > 0
              ? t('vip.levelName', { level: status.level, name: status.level_name })
              : t('vip.none')}
          </p>
          <p className={styles.heroLine}>
            {t('vip.spend', { amount: formatPrice(status.spend) })}
            {status.discount_bps > 0 &&
              ` · ${t('vip.discount', { percent: percentOf(status.discount_bps) })}`}
          </p>
          {status.next && (
            <>
              <div
                className={styles.bar}
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progressOf(status.spend, status.next.threshold)}
              >
                <div
                  className={styles.barFill}
                  style={{ width: `${progressOf(status.spend, status.next.threshold)}%` }}
                />
              </div>
              <p className={styles.heroLine}>
                {t('vip.next', {
                  name: status.next.name,
                  amount: formatPrice(status.next.remaining),
                })}
              </p>
            </>
          )}
        </section>
        <Card title={t('vip.couponsTitle')}>
          <p className={styles.muted}>{t('vip.couponsText')}</p>
          <Link className={styles.link} to={`${PAGES.couponList}?type=vip`}>
            {t('vip.couponsLink')}
          </Link>
        </Card>
        {status.levels.length === 0 ? (
          <EmptyState icon="crown" title={t('vip.emptyTitle')} description={t('vip.emptyText')} />
        ) : (
          <ul className={styles.levels} aria-label={t('vip.levels')}>
            {status.levels.map((level) => (
              <li key={level.level}>
                <Card>
                  <div className={styles.levelRow}>
                    <div className={styles.levelHead}>
                      <h3 className={styles.levelName}>
                        {t('vip.levelName', { level: level.level, name: level.name })}
                      </h3>
                      {level.discount_bps > 0 && (
                        <span className={styles.tag}>
                          {t('vip.discount', { percent: percentOf(level.discount_bps) })}
                        </span>
                      )}
                    </div>
                    <p className={styles.muted}>
                      {Number(level.threshold) > 0
                        ? t('vip.bySpend', { amount: formatPrice(level.threshold) })
                        : t('vip.packageOnly')}
                    </p>
                    {level.benefits && <p className={styles.muted}>{level.benefits}</p>}
                    {level.level <= status.level ? (
                      <p className={styles.muted}>{t('vip.reached')}</p>
                    ) : level.for_sale ? (
                      <PrimaryButton
                        variant="outline"
                        loading={buying === level.level}
                        onClick={() => void buy(level)}
                      >
                        {t('vip.buyFor', { price: formatPrice(level.price) })}
                      </PrimaryButton>
                    ) : null}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageShell>
  );
}
