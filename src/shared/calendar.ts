/** Calendar days and months as `YYYY-MM-DD` / `YYYY-MM` text (work logs, task due dates). */

/**
 * The first and last calendar day of a month `YYYY-MM`: 28 or 29 days for February, 30 for April,
 * June, September and November (SPEC §9's "days 01 to 31" read as the month's real days).
 */
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** Every day of the month, in order (the chart has a bar for each, zero or not). */
export function daysOf(month: string): string[] {
  const { to } = monthRange(month);
  const count = Number(to.slice(8));
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The month before or after `YYYY-MM`. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/** `YYYY-MM-DD` plus whole days, in calendar arithmetic (no hours: a DST day is still one day). */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

/**
 * `YYYY-MM-DD` plus whole months, the day kept or, past the month's end, its last day
 * (31 January + 1 month = 28 or 29 February): a warranty's last day.
 */
export function addMonths(day: string, months: number): string {
  const month = shiftMonth(day.slice(0, 7), months);
  const { to } = monthRange(month);
  const dayOfMonth = Math.min(Number(day.slice(8)), Number(to.slice(8)));
  return `${month}-${String(dayOfMonth).padStart(2, '0')}`;
}
