import { formatCount, formatEuro } from '../../../../shared/format';

/** How the report pages write their figures (it-IT). */
export const euros = (cents: number | null) => (cents === null ? '—' : formatEuro(cents / 100));
export const days = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('it-IT', { maximumFractionDigits: 1 })} gg`;
export const daysOfSeconds = (seconds: number) => days(Math.round((seconds / 86_400) * 10) / 10);
export const count = (value: number) => formatCount(value);
export const percent = (share: number | null) =>
  share === null
    ? '—'
    : share.toLocaleString('it-IT', { style: 'percent', maximumFractionDigits: 1 });
