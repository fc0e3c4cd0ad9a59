import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { signinQueries } from '../api/signin-queries';
import { monthCells, monthTitle, shiftMonth, weekdayNames } from '../signin-calendar';
import styles from './signin.module.css';

/** A month of the member's sign-ins: signed days marked, today outlined, earlier months reachable. */
export function MonthCalendar() {
  const { t, i18n } = useTranslation('signin');
  const [month, setMonth] = useState<string>();
  const query = useQuery(signinQueries.history(month));
  const shown = month ?? query.data?.month;
  const signed = new Set(query.data?.days.map((d) => d.day));
  const currentMonth = query.data?.today.slice(0, 7);
  return (
    <section className={styles.card} aria-labelledby="signin-calendar-title">
      <header className={styles.calendarHead}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('previousMonth')}
          disabled={!shown}
          onClick={() => shown && setMonth(shiftMonth(shown, -1))}
        >
          <Icon name="back" size={20} />
        </button>
        <h2 id="signin-calendar-title" className={styles.calendarTitle}>
          {shown ? monthTitle(shown, i18n.language) : t('calendar')}
        </h2>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={t('nextMonth')}
          disabled={!shown || shown === currentMonth}
          onClick={() => shown && setMonth(shiftMonth(shown, 1))}
        >
          <Icon name="right" size={20} />
        </button>
      </header>
      {query.isPending ? (
        <div className={styles.calendarLoading} role="status" aria-label={t('loading')}>
          <Spinner size={24} />
        </div>
      ) : query.isError ? (
        <QueryFailedView query={query} />
      ) : (
        <>
          <div className={styles.weekdays} aria-hidden>
            {weekdayNames(i18n.language).map((name, i) => (
              <span key={i}>{name}</span>
            ))}
          </div>
          <ol className={styles.grid}>
            {monthCells(query.data.month).map((day, i) =>
              day ? (
                <li
                  key={day}
                  className={`${styles.cell} ${signed.has(day) ? styles.cellSigned : ''} ${day === query.data.today ? styles.cellToday : ''}`}
                  aria-label={signed.has(day) ? t('signedOn', { day }) : day}
                >
                  {Number(day.slice(8))}
                </li>
              ) : (
                <li key={`blank-${i}`} className={styles.blank} aria-hidden />
              ),
            )}
          </ol>
          <p className={styles.calendarNote}>
            {t('signedDaysInMonth', { count: query.data.days.length })}
          </p>
        </>
      )}
    </section>
  );
}
