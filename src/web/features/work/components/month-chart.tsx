import { daysOf } from '../../../../shared/calendar';
import { formatCalendarDate, formatEuro } from '../../../../shared/format';
import { plural } from '../../../../shared/plural';
import { Section } from '../../../components/layout/section';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import type { WorkSums } from '../api/work-api';
import { TypeTotals } from './type-totals';

const NUMBER = `${TABLE_CELL} text-right tabular-nums`;
const WIDTH = 620;
const HEIGHT = 180;
const AXIS = 24;
/** Room for the amounts of the vertical axis. */
const LEFT = 84;
const TOP = 8;

/**
 * The amount of each day of the month as bars over an axis in euros (nothing, half the best day,
 * the best day), each bar titled with its day and amount; drawn by hand (no chart library).
 */
function DayBars({ month, sums }: { month: string; sums: WorkSums }) {
  const amounts = new Map(sums.by_day.map((d) => [d.date, d.amount]));
  const days = daysOf(month);
  const top = Math.max(0, ...sums.by_day.map((d) => d.amount));
  const scale = top > 0 ? top : 1;
  const slot = (WIDTH - LEFT) / days.length;
  const y = (amount: number) => TOP + HEIGHT - (amount / scale) * HEIGHT;
  const best = sums.by_day.reduce<WorkSums['by_day'][number] | undefined>(
    (a, b) => (!a || b.amount > a.amount ? b : a),
    undefined,
  );
  const label = best
    ? `Importo per giorno: ${plural(sums.by_day.length, 'giorno', 'giorni')} con lavorazioni, massimo ${formatEuro(best.amount)} il ${formatCalendarDate(best.date)}. I valori sono nella tabella che segue.`
    : 'Importo per giorno: nessuna lavorazione nel mese.';
  const ticks = top > 0 ? [0, top / 2, top] : [0];
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${TOP + HEIGHT + AXIS}`}
      role="img"
      aria-label={label}
      className="h-auto w-full text-blue-700 dark:text-blue-300"
    >
      {ticks.map((amount) => (
        <g key={amount}>
          <line
            x1={LEFT - 4}
            x2={WIDTH}
            y1={y(amount)}
            y2={y(amount)}
            className="stroke-slate-300 dark:stroke-slate-600"
          />
          <text
            x={LEFT - 8}
            y={y(amount) + 4}
            textAnchor="end"
            className="fill-slate-700 text-[11px] dark:fill-slate-300"
          >
            {formatEuro(Math.round(amount * 100) / 100)}
          </text>
        </g>
      ))}
      {days.map((day, i) => {
        const amount = amounts.get(day) ?? 0;
        const x = LEFT + i * slot;
        return (
          <g key={day}>
            {amount > 0 && (
              <rect
                x={x + 2}
                y={y(amount)}
                width={slot - 4}
                height={TOP + HEIGHT - y(amount)}
                className="fill-current"
              >
                <title>{`${formatCalendarDate(day)}: ${formatEuro(amount)}`}</title>
              </rect>
            )}
            {(i === 0 || (i + 1) % 5 === 0) && (
              <text
                x={x + slot / 2}
                y={TOP + HEIGHT + 16}
                textAnchor="middle"
                className="fill-slate-700 text-[11px] dark:fill-slate-300"
              >
                {i + 1}
              </text>
            )}
          </g>
        );
      })}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + HEIGHT} className="stroke-slate-500" />
      <line x1={LEFT} x2={WIDTH} y1={TOP + HEIGHT} y2={TOP + HEIGHT} className="stroke-slate-500" />
    </svg>
  );
}

/** Each work type's share of the month as a bar beside its name. */
function TypeBars({ sums }: { sums: WorkSums }) {
  const top = Math.max(1, ...sums.by_type.map((t) => t.amount));
  return (
    <ul className="flex flex-col gap-2" aria-hidden="true">
      {sums.by_type.map((type) => (
        <li
          key={type.work_type_id}
          className="grid grid-cols-[10rem_1fr] items-center gap-2 text-sm"
        >
          <span className="truncate">{type.name}</span>
          <span
            className="block h-4 rounded bg-emerald-700 dark:bg-emerald-300"
            style={{ width: `${Math.max(2, (type.amount / top) * 100)}%` }}
          />
        </li>
      ))}
    </ul>
  );
}

/** SPEC (work management): look rather than read, with the numbers also in tables. */
export function MonthChart({ month, sums }: { month: string; sums: WorkSums }) {
  return (
    <Section title="Andamento del mese">
      <div className="flex flex-col gap-6">
        <DayBars month={month} sums={sums} />
        <DataTable caption="Importo per giorno" headings={['Giorno', 'Importo']}>
          {sums.by_day.map((day) => (
            <tr key={day.date} className="border-t border-slate-300 dark:border-slate-700">
              <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                {formatCalendarDate(day.date)}
              </th>
              <td className={NUMBER}>{formatEuro(day.amount)}</td>
            </tr>
          ))}
        </DataTable>
        <h3 className="font-semibold">Per tipo di lavorazione</h3>
        <TypeBars sums={sums} />
        <TypeTotals sums={sums} />
      </div>
    </Section>
  );
}
