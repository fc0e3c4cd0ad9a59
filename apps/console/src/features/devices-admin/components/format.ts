import dayjs from 'dayjs';

/** An ISO time as local date and time; null as a dash. */
export const formatIso = (iso: string | null): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—';
