import { CHECK_RESULTS, type CheckResult } from '../../../../shared/tickets/ticket-check-labels';
import type { CheckEntry } from '../../../../shared/tickets/ticket-checks';
import { CONTROL } from '../../../components/ui/field';

/** A check as the form holds it: no result yet until someone picks one. */
export type CheckDraft = Omit<CheckEntry, 'result' | 'note'> & {
  result: CheckResult | null;
  note: string;
};

export const draftsOf = (items: readonly { key: string; label: string }[]): CheckDraft[] =>
  items.map(({ key, label }) => ({ key, label, result: null, note: '' }));

/** The checks given a result: what is sent (a check left blank was not done). */
export const doneChecks = (drafts: CheckDraft[]): CheckEntry[] =>
  drafts.flatMap((d) => (d.result ? [{ ...d, result: d.result, note: d.note || null }] : []));

interface CheckItemsProps {
  /** Names the radio groups apart when two lists share a page. */
  name: string;
  items: CheckDraft[];
  onChange: (items: CheckDraft[]) => void;
}

/** Each check: OK / Non funzionante / Non verificabile and a note, large enough for a finger. */
export function CheckItems({ name, items, onChange }: CheckItemsProps) {
  const update = (index: number, change: Partial<CheckDraft>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
      {items.map((item, index) => (
        <li
          key={item.key}
          className="grid gap-2 py-2 sm:grid-cols-[10rem_auto_1fr] sm:items-center"
        >
          <span className="font-medium" aria-hidden="true">
            {item.label}
          </span>
          <div role="radiogroup" aria-label={item.label} className="flex flex-wrap gap-1">
            {(Object.keys(CHECK_RESULTS) as CheckResult[]).map((result) => (
              <label
                key={result}
                className="flex min-h-10 cursor-pointer items-center gap-1.5 rounded-md border border-slate-400 px-2 text-sm has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 dark:border-slate-500 dark:has-[:checked]:border-sky-300 dark:has-[:checked]:bg-slate-800"
              >
                <input
                  type="radio"
                  name={`${name}-${item.key}`}
                  checked={item.result === result}
                  onChange={() => update(index, { result })}
                />
                {CHECK_RESULTS[result]}
              </label>
            ))}
          </div>
          <input
            className={CONTROL}
            aria-label={`Nota: ${item.label}`}
            placeholder="Nota"
            maxLength={500}
            value={item.note}
            onChange={(event) => update(index, { note: event.target.value })}
          />
        </li>
      ))}
    </ul>
  );
}
