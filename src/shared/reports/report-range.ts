import { monthRange, shiftMonth } from '../calendar';

/** The report page's date presets, in Rome days. */
export const REPORT_PRESETS = [
  { key: 'this-month', label: 'Questo mese' },
  { key: 'last-month', label: 'Mese scorso' },
  { key: 'this-year', label: "Quest'anno" },
  { key: 'last-12-months', label: 'Ultimi 12 mesi' },
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number]['key'];

/** A preset's first and last day, given today (YYYY-MM-DD in Rome). */
export function presetRange(preset: ReportPreset, today: string): { from: string; to: string } {
  const month = today.slice(0, 7);
  switch (preset) {
    case 'this-month':
      return { from: `${month}-01`, to: today };
    case 'last-month':
      return monthRange(shiftMonth(month, -1));
    case 'this-year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last-12-months':
      return { from: `${shiftMonth(month, -11)}-01`, to: today };
  }
}

/** The preset a range is, if any (the filter's select shows it). */
export function presetOf(from: string, to: string, today: string): ReportPreset | '' {
  const match = REPORT_PRESETS.find((p) => {
    const range = presetRange(p.key, today);
    return range.from === from && range.to === to;
  });
  return match?.key ?? '';
}
