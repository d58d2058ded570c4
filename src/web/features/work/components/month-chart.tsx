import { daysOf } from '../../../../shared/calendar';
import { formatCalendarDate, formatEuro } from '../../../../shared/format';
import { Section } from '../../../components/layout/section';
import { DataTable, TABLE_CELL } from '../../../components/ui/data-table';
import type { WorkSums } from '../api/work-api';

const NUMBER = `${TABLE_CELL} text-right tabular-nums`;
const WIDTH = 620;
const HEIGHT = 180;
const AXIS = 24;

/** The amount of each day of the month as bars; drawn by hand (no chart library to load). */
function DayBars({ month, sums }: { month: string; sums: WorkSums }) {
  const amounts = new Map(sums.by_day.map((d) => [d.date, d.amount]));
  const days = daysOf(month);
  const top = Math.max(1, ...sums.by_day.map((d) => d.amount));
  const slot = WIDTH / days.length;
  const best = sums.by_day.reduce<WorkSums['by_day'][number] | undefined>(
    (a, b) => (!a || b.amount > a.amount ? b : a),
    undefined,
  );
  const label = best
    ? `Importo per giorno: ${sums.by_day.length} giorni con lavorazioni, massimo ${formatEuro(best.amount)} il ${formatCalendarDate(best.date)}. I valori sono nella tabella che segue.`
    : 'Importo per giorno: nessuna lavorazione nel mese.';
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
      role="img"
      aria-label={label}
      className="h-auto w-full text-blue-700 dark:text-blue-300"
    >
      {days.map((day, i) => {
        const height = ((amounts.get(day) ?? 0) / top) * HEIGHT;
        return (
          <g key={day}>
            <rect
              x={i * slot + 2}
              y={HEIGHT - height}
              width={slot - 4}
              height={height}
              className="fill-current"
            />
            {(i === 0 || (i + 1) % 5 === 0) && (
              <text
                x={i * slot + slot / 2}
                y={HEIGHT + 16}
                textAnchor="middle"
                className="fill-slate-700 text-[11px] dark:fill-slate-300"
              >
                {i + 1}
              </text>
            )}
          </g>
        );
      })}
      <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-500" />
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
        <DataTable caption="Per tipo di lavorazione" headings={['Tipo', 'Quantità', 'Importo']}>
          {sums.by_type.map((type) => (
            <tr key={type.work_type_id} className="border-t border-slate-300 dark:border-slate-700">
              <th scope="row" className={`${TABLE_CELL} text-left font-normal`}>
                {type.name}
              </th>
              <td className={NUMBER}>{type.quantity}</td>
              <td className={NUMBER}>{formatEuro(type.amount)}</td>
            </tr>
          ))}
        </DataTable>
      </div>
    </Section>
  );
}
