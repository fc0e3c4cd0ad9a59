import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icon';
import type { Controlled } from '../../../components/ui/controlled';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { GoButton } from '../../../components/ui/go-button';
import { copyWithToast } from '../../../lib/copy-with-toast';
import { mediaUrl } from '../../../lib/media';
import { withSharerId } from '../../../lib/share-link';
import { useUserStore } from '../../../stores/user-store';
import { MarketPrice, Price } from '../../../components/goods/price';
import { paths } from '../../../lib/paths';
import { groupQueries, type GroupGoodsDetail, type TeamDetail } from '../api/group-queries';
import { seatsOf } from '../group-price';
import { groupPaths } from '../group-paths';
import { useGroupPurchase } from '../hooks/use-group-purchase';
import { GroupRules } from './group-rules';
import { GroupSkuSheet } from './group-sku-sheet';
import { TeamCountdown } from './team-countdown';
import styles from './team-view.module.css';
import shared from './group-shared.module.css';

function JoinSheet({
  goods,
  teamId,
  open,
  onClose,
}: {
  goods: GroupGoodsDetail;
  teamId: number;
  open: boolean;
  onClose: () => void;
}) {
  const purchase = useGroupPurchase(goods);
  return (
    <GroupSkuSheet
      goods={goods}
      mode={open ? { type: 'group', teamId } : undefined}
      choice={purchase}
      onConfirm={() => {
        if (purchase.confirm({ type: 'group', teamId })) onClose();
      }}
      onClose={onClose}
    />
  );
}

/**
 * The team page: goods, state, members' avatars and empty seats, a live countdown, share and join;
 * the value is whether the join sheet is open, kept by the page.
 */
export function TeamView({ team, ...joinSheet }: { team: TeamDetail } & Controlled<boolean>) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const goods = useQuery({ ...groupQueries.goods(team.goods.id), enabled: team.can_join });
  const open = team.state === 'start' && team.now < team.expires_at;

  const share = () =>
    copyWithToast(withSharerId(groupPaths.team(team.id), useUserStore.getState().id), (outcome) =>
      t(outcome === 'copied' ? 'team.copied' : 'team.copyFailed'),
    );

  return (
    <div className={shared.view}>
      <Link to={groupPaths.goods(team.goods.id)} className={styles.teamGoods}>
        <img src={mediaUrl(team.goods.image)} alt="" />
        <span className={shared.goodsBody}>
          <span className={shared.goodsTitle}>{team.goods.title}</span>
          <span className={shared.tag}>
            <Icon name="team" size={12} /> {t('card.people', { count: team.people_num })}
          </span>
          <span className={shared.priceStack}>
            <Price value={team.goods.group_price} />
            <MarketPrice value={team.goods.price} price={team.goods.group_price} />
          </span>
        </span>
      </Link>
      <section className={styles.teamPanel} data-testid="team-panel" data-state={team.state}>
        <TeamStatus team={team} open={open} />
        <ul className={styles.seats}>
          {seatsOf(team.members, team.people_num).map((m, index) =>
            m ? (
              <li key={m.user_id} className={styles.seat}>
                <Avatar src={m.avatar} size={54} alt={m.nickname} />
                {m.leader && <span className={styles.leaderBadge}>{t('team.leader')}</span>}
              </li>
            ) : (
              <li
                key={`empty-${index}`}
                className={`${styles.seat} ${styles.emptySeat}`}
                aria-label={t('team.emptySeat')}
              >
                ?
              </li>
            ),
          )}
        </ul>
        <div className={styles.teamActions}>
          {team.unpaid_order_id !== null && (
            <GoButton to={paths.cashier([team.unpaid_order_id!])}>{t('team.payNow')}</GoButton>
          )}
          {team.can_join && (
            <PrimaryButton onClick={() => joinSheet.onChange(true)} disabled={!goods.data}>
              {t('team.joinNow')}
            </PrimaryButton>
          )}
          {open && (
            <PrimaryButton variant="outline" onClick={() => void share()}>
              <Icon name="share" size={16} /> {team.is_member ? t('team.invite') : t('team.share')}
            </PrimaryButton>
          )}
          {!open && (
            <PrimaryButton
              variant={team.state === 'success' ? 'outline' : undefined}
              onClick={() => void navigate(groupPaths.goods(team.goods.id))}
            >
              {t('team.startNew')}
            </PrimaryButton>
          )}
          {team.is_member && (
            <Link to={groupPaths.orders} className={shared.textLink}>
              {t('team.myOrders')}
            </Link>
          )}
        </div>
      </section>
      <GroupRules hours={team.group.group_hours} people={team.people_num} />
      {goods.data && (
        <JoinSheet
          goods={goods.data}
          teamId={team.id}
          open={joinSheet.value}
          onClose={() => joinSheet.onChange(false)}
        />
      )}
    </div>
  );
}

function TeamStatus({ team, open }: { team: TeamDetail; open: boolean }) {
  const { t } = useTranslation('groups');
  if (team.state === 'success') {
    return (
      <header className={`${styles.teamStatus} ${styles.ok}`}>
        <Icon name="check" size={22} /> <strong>{t('team.success')}</strong>
        <span>{t('team.successHint')}</span>
      </header>
    );
  }
  if (team.state === 'fail' || (team.state === 'start' && !open)) {
    return (
      <header className={`${styles.teamStatus} ${styles.failed}`}>
        <Icon name="alert" size={22} /> <strong>{t('team.fail')}</strong>
        <span>{t('team.failHint')}</span>
      </header>
    );
  }
  if (team.state === 'ready') {
    return (
      <header className={styles.teamStatus}>
        <Icon name="hourglass" size={22} /> <strong>{t('team.ready')}</strong>
        <span>{t('team.readyHint')}</span>
      </header>
    );
  }
  return (
    <header className={styles.teamStatus}>
      <strong>{t('team.needMore', { count: team.seats_left })}</strong>
      <span className={styles.endsRow}>
        {t('team.endsLabel')}{' '}
        <TeamCountdown expiresAt={team.expires_at} now={team.now} variant="blocks" />
      </span>
    </header>
  );
}
