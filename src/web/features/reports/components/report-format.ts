import { formatCount, formatDecimal, formatEuro, formatPercent } from '../../../../shared/format';

/** How the report pages write their figures (it-IT). */
export const euros = (cents: number | null) => (cents === null ? '—' : formatEuro(cents / 100));
export const days = (value: number | null) =>
  value === null ? '—' : `${formatDecimal(value, 1)} gg`;
/** A time in a status: days from one day up, hours or minutes below (a fresh shop's first week). */
export function daysOfSeconds(seconds: number): string {
  if (seconds >= 86_400) return days(Math.round((seconds / 86_400) * 10) / 10);
  if (seconds >= 3_600) return `${Math.round(seconds / 3_600)} h`;
  if (seconds >= 60) return `${Math.round(seconds / 60)} min`;
  return 'meno di 1 min';
}
export const count = (value: number) => formatCount(value);
export const percent = (share: number | null) => (share === null ? '—' : formatPercent(share));
