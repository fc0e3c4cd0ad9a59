import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../../components/layout/paged-list';
import { QueryWaitPage } from '../../../components/layout/query-wait-page';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { confirmDialog } from '../../../components/ui/dialog';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { TextField } from '../../../components/ui/text-field';
import { toast, toastError } from '../../../components/ui/toast';
import { ApiError } from '@cloudmall/client';
import { copyWithToast } from '../../../lib/copy-with-toast';
import { createIntentKeys } from '../../../lib/idempotency';
import { formatPrice, multiplyMoney } from '../../../lib/money';
import { PAGES } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import {
  membershipCommands,
  membershipQueries,
  type WaterCardRow,
} from '../api/membership-queries';
import { useMembershipSend } from '../api/use-membership-send';
import styles from './membership.module.css';

/** Redeems a water card's code into the balance (any member). */
function RedeemCard() {
  const { t } = useTranslation('membership');
  const { sending, send } = useMembershipSend();
  const keys = useRef(createIntentKeys()).current;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const plain = code.replace(/[\s-]/g, '').toUpperCase();
    if (!/^[A-Z0-9]{16}$/.test(plain)) {
      setError(t('cards.codeShape'));
      return;
    }
    const key = keys.keyFor({ plain });
    const done = await send(
      () => membershipCommands.redeem(plain, key),
      (failure) => {
        if (failure instanceof ApiError && failure.kind !== 'aborted') setError(failure.text);
        else toastError(failure);
      },
    );
    if (done === false) return;
    keys.succeeded();
    setCode('');
    toast.success(t('cards.redeemed', { value: formatPrice(done.value) }));
  };
  return (
    <Card title={t('cards.redeemTitle')}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('cards.code')}
          icon="key"
          name="water-card-code"
          value={code}
          maxLength={40}
          autoComplete="off"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          error={error}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
        />
        <PrimaryButton type="submit" loading={sending}>
          {t('cards.redeem')}
        </PrimaryButton>
      </form>
    </Card>
  );
}

/** A distributor buys cards of one face value from the balance, after confirming the total. */
function BuyCards() {
  const { t } = useTranslation('membership');
  const { sending, send } = useMembershipSend();
  const faces = useQuery(membershipQueries.faces());
  const keys = useRef(createIntentKeys()).current;
  const [faceId, setFaceId] = useState<number>();
  const [count, setCount] = useState('1');
  const list = faces.data?.list ?? [];
  const face = list.find((row) => row.id === faceId) ?? list[0];
  const number = Number(count);
  const valid = Number.isInteger(number) && number >= 1 && number <= 20;
  const buy = async () => {
    if (!face || !valid) return;
    const total = formatPrice(multiplyMoney(face.value, number));
    const sure = await confirmDialog({
      title: t('cards.confirmTitle'),
      content: t('cards.confirmBuy', { n: number, value: formatPrice(face.value), total }),
      confirmText: t('cards.buy'),
      cancelText: t('cancel'),
    });
    if (!sure) return;
    const key = keys.keyFor({ id: face.id, number });
    const bought = await send(() => membershipCommands.buyCards(face.id, number, key));
    if (bought === false) return;
    keys.succeeded();
    toast.success(t('cards.bought', { n: number }));
  };
  return (
    <Card title={t('cards.buyTitle')}>
      {list.length === 0 ? (
        <p className={styles.muted}>{faces.isPending ? t('loading') : t('cards.noFaces')}</p>
      ) : (
        <div className={styles.form}>
          <div className={styles.faces} role="group" aria-label={t('cards.face')}>
            {list.map((row) => (
              <button
                key={row.id}
                type="button"
                aria-pressed={row.id === face?.id}
                className={row.id === face?.id ? styles.faceOn : styles.face}
                onClick={() => setFaceId(row.id)}
              >
                {formatPrice(row.value)}
              </button>
            ))}
          </div>
          <TextField
            label={t('cards.count')}
            name="water-card-count"
            inputMode="numeric"
            value={count}
            maxLength={2}
            error={valid ? undefined : t('cards.countRange')}
            onChange={setCount}
          />
          <PrimaryButton loading={sending} disabled={!valid} onClick={() => void buy()}>
            {t('cards.buy')}
          </PrimaryButton>
        </div>
      )}
    </Card>
  );
}

function CardRow({ card, mine }: { card: WaterCardRow; mine: boolean }) {
  const { t } = useTranslation('membership');
  const copy = () => copyWithToast(card.code, (outcome) => t(`copy.${outcome}`));
  return (
    <li className={styles.codeRow}>
      <div>
        <div className={styles.code}>{card.code}</div>
        <p className={styles.muted}>
          {formatPrice(card.value)} · {t(`cards.states.${card.state}`)}
          {card.redeemed_at > 0 && ` · ${formatDateTime(card.redeemed_at)}`}
          {mine && card.redeemed_by_username && ` · ${card.redeemed_by_username}`}
        </p>
      </div>
      {mine && card.state === 'unused' && (
        <button type="button" className={styles.copy} onClick={() => void copy()}>
          {t('copy.button')}
        </button>
      )}
    </li>
  );
}

type CardsQuery = Parameters<typeof PagedList<WaterCardRow>>[0]['query'];

function CardList({ mine, query }: { mine: boolean; query: CardsQuery }) {
  const { t } = useTranslation('membership');
  return (
    <Card title={t(mine ? 'cards.mineTitle' : 'cards.historyTitle')}>
      <PagedList
        query={query}
        variant="plain"
        empty={{ icon: 'card', title: t(mine ? 'cards.mineEmpty' : 'cards.historyEmpty') }}
        renderItem={(card) => <CardRow key={card.id} card={card} mine={mine} />}
      />
    </Card>
  );
}

/** The cards the distributor bought, with their codes. */
function MyCards() {
  return <CardList mine query={useInfiniteQuery(membershipQueries.cards())} />;
}

/** The cards the member redeemed. */
function RedeemedCards() {
  return <CardList mine={false} query={useInfiniteQuery(membershipQueries.redeemed())} />;
}

/** /pages/user/distributor/shuika: redeem a code; distributors also buy cards and copy their codes. */
export function WaterCardsView() {
  const { t } = useTranslation('membership');
  const status = useQuery(membershipQueries.distributor());
  if (!status.data) return <QueryWaitPage query={status} />;
  const distributor = status.data.state === 'approved';
  return (
    <PageShell>
      <div className={styles.page}>
        <RedeemCard />
        {distributor ? (
          <>
            <BuyCards />
            <MyCards />
          </>
        ) : (
          <Card>
            <p className={styles.muted}>{t('cards.onlyDistributors')}</p>
            <Link className={styles.link} to={PAGES.distributor}>
              {t('distributor.apply')}
            </Link>
          </Card>
        )}
        <RedeemedCards />
      </div>
    </PageShell>
  );
}
