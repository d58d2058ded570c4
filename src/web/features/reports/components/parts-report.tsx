import { QueryState } from '../../../components/ui/query-state';
import { type ReportFilters, reportCsvHref, useReport } from '../api/reports-api';
import { ChartWithTable } from './chart-with-table';
import { count, euros } from './report-format';

/** Ricambi: most used parts and categories, their cost, the stock's value. */
export function PartsReport({ filters }: { filters: ReportFilters }) {
  const report = useReport('parts', filters);
  const csv = reportCsvHref('parts', filters);
  return (
    <QueryState query={report} loading="Caricamento del report ricambi...">
      {(r) => (
        <>
          <ChartWithTable
            title="Ricambi più usati"
            description={`Pezzi scaricati sui ticket nel periodo; costo dei ricambi sulle riparazioni ${euros(r.parts_cost_cents)}.`}
            bars={r.top_parts.map((p) => ({
              label: p.name,
              values: [p.quantity],
              texts: [count(p.quantity)],
            }))}
            headings={['Prodotto', 'Codice', 'Categoria', 'Pezzi', 'Costo']}
            rows={r.top_parts.map((p) => [
              p.name,
              p.sku,
              p.category,
              count(p.quantity),
              euros(p.cost_cents),
            ])}
            csvHref={csv}
          />
          <ChartWithTable
            title="Categorie più usate"
            bars={r.top_categories.map((c) => ({
              label: c.category,
              values: [c.quantity],
              texts: [count(c.quantity)],
            }))}
            headings={['Categoria', 'Pezzi', 'Costo']}
            rows={r.top_categories.map((c) => [c.category, count(c.quantity), euros(c.cost_cents)])}
            csvHref={csv}
          />
          {r.stock && (
            <ChartWithTable
              title="Valore del magazzino"
              headings={['Pezzi in magazzino', 'Al costo', 'Al prezzo di vendita']}
              rows={[
                [count(r.stock.quantity), euros(r.stock.cost_cents), euros(r.stock.price_cents)],
              ]}
              csvHref={csv}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
