import { REVENUE_BY_MONTH } from '../../../../shared/reports/report-titles';
import { QueryState } from '../../../components/ui/query-state';
import { type ReportFilters, reportCsvHref, useReport } from '../api/reports-api';
import { ChartWithTable } from './chart-with-table';
import { CorrispettiviLink } from './corrispettivi-link';
import { count, euros, percent } from './report-format';

const monthLabel = (month: string) => month.split('-').reverse().join('/');

/** Economico: revenue against last year, payments, quotes, average repair, work logs. */
export function MoneyReport({ filters }: { filters: ReportFilters }) {
  const report = useReport('money', filters);
  const csv = reportCsvHref('money', filters);
  return (
    <QueryState query={report} loading="Caricamento del report economico...">
      {(r) => (
        <>
          {r.revenue && (
            <ChartWithTable
              title={REVENUE_BY_MONTH}
              description="Imponibile delle fatture emesse (note di credito sottratte); in grigio lo stesso mese dell'anno prima."
              bars={r.revenue.map((m) => ({
                label: monthLabel(m.month),
                values: [m.taxable_cents, m.last_year_taxable_cents],
                texts: [euros(m.taxable_cents), euros(m.last_year_taxable_cents)],
              }))}
              headings={[
                'Mese',
                'Imponibile',
                'IVA',
                'Pagamenti',
                'Imponibile anno prima',
                'Pagamenti anno prima',
              ]}
              rows={r.revenue.map((m) => [
                monthLabel(m.month),
                euros(m.taxable_cents),
                euros(m.vat_cents),
                euros(m.payments_cents),
                euros(m.last_year_taxable_cents),
                euros(m.last_year_payments_cents),
              ])}
              csvHref={csv}
            />
          )}
          {r.payments_by_method && (
            <ChartWithTable
              title="Pagamenti per metodo"
              description="Incassi meno rimborsi nel periodo."
              bars={r.payments_by_method.map((p) => ({
                label: p.label,
                values: [Math.max(0, p.net_cents)],
                texts: [euros(p.net_cents)],
              }))}
              headings={['Metodo', 'Netto']}
              rows={r.payments_by_method.map((p) => [p.label, euros(p.net_cents)])}
              csvHref={csv}
            />
          )}
          {r.quotes && (
            <ChartWithTable
              title="Preventivi"
              description={`Preventivi creati nel periodo. Tasso di accettazione ${percent(r.quotes.acceptance_rate)}: accettati su accettati, rifiutati e scaduti.`}
              bars={(
                [
                  ['Inviati', r.quotes.sent],
                  ['Accettati', r.quotes.accepted],
                  ['Rifiutati', r.quotes.refused],
                  ['Scaduti', r.quotes.expired],
                ] as const
              ).map(([label, n]) => ({ label, values: [n], texts: [count(n)] }))}
              headings={['Voce', 'Valore']}
              rows={[
                ['Inviati', count(r.quotes.sent)],
                ['Accettati', count(r.quotes.accepted)],
                ['Rifiutati', count(r.quotes.refused)],
                ['Scaduti', count(r.quotes.expired)],
                ['In attesa di risposta', count(r.quotes.open)],
                ['Tasso di accettazione', percent(r.quotes.acceptance_rate)],
                ['Valore inviati', euros(r.quotes.sent_value_cents)],
                ['Valore accettati', euros(r.quotes.accepted_value_cents)],
              ]}
              csvHref={csv}
            />
          )}
          <ChartWithTable
            title="Valore medio delle riparazioni"
            description="Prezzo medio dei ticket chiusi nel periodo che hanno un prezzo."
            headings={['Ticket chiusi con prezzo', 'Valore medio']}
            rows={[[count(r.average_repair.tickets), euros(r.average_repair.average_cents)]]}
            csvHref={csv}
          />
          <ChartWithTable
            title="Lavorazioni per tecnico e mese"
            bars={r.work.map((w) => ({
              label: `${w.user_name} ${monthLabel(w.month)}`,
              values: [w.amount_cents],
              texts: [euros(w.amount_cents)],
            }))}
            headings={['Tecnico e mese', 'Quantità', 'Importo']}
            rows={r.work.map((w) => [
              `${w.user_name}, ${monthLabel(w.month)}`,
              count(w.quantity),
              euros(w.amount_cents),
            ])}
            csvHref={csv}
          />
          {r.payments_by_method && <CorrispettiviLink filters={filters} />}
        </>
      )}
    </QueryState>
  );
}
