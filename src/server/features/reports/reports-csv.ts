import { PAYMENT_METHOD_LABELS } from '../../../shared/payments/payment-methods';
import type {
  MoneyReportDto,
  PartsReportDto,
  RepairsReportDto,
} from '../../../shared/reports/report-dto';
import { AGE_BUCKETS } from '../../../shared/reports/report-schemas';
import { REVENUE_BY_MONTH } from '../../../shared/reports/report-titles';
import { BOM, csvEuros, csvLine } from '../../http/csv';

/**
 * The reports as Excel in Italy reads them (http/csv.ts, as the products and payroll exports):
 * one block per table of the page, each with its title line and its headers, a blank line
 * between blocks. Days with one decimal and a comma.
 */
type Block = { title: string; headers: readonly string[]; rows: readonly (readonly string[])[] };

const days = (seconds: number) => (seconds / 86_400).toFixed(1).replace('.', ',');
const whole = (n: number | null) => (n === null ? '' : String(n));
const percent = (share: number | null) =>
  share === null ? '' : `${(share * 100).toFixed(1).replace('.', ',')}%`;

function render(blocks: readonly Block[]): string {
  return (
    BOM +
    blocks
      .map((b) => csvLine([b.title]) + csvLine(b.headers) + b.rows.map((r) => csvLine(r)).join(''))
      .join('\r\n')
  );
}

export function repairsCsv(r: RepairsReportDto): string {
  const turnaround = (target: string, t: RepairsReportDto['to_ready']) =>
    (
      [
        ['Tutti', [t.overall]],
        ['Tipo di dispositivo', t.by_device],
        ['Tecnico', t.by_technician],
        ['Mese', t.by_month],
      ] as const
    ).flatMap(([group, rows]) =>
      rows.map((row) => [
        target,
        group,
        row.label,
        String(row.tickets),
        whole(row.median_days),
        whole(row.p90_days),
      ]),
    );
  return render([
    {
      title: 'Tempo nei singoli stati',
      headers: ['Stato', 'Passaggi', 'Giorni medi'],
      rows: r.status_time.map((s) => [s.status, String(s.spells), days(s.average_seconds)]),
    },
    {
      title: r.period === 'week' ? 'Ticket per settimana' : 'Ticket per mese',
      headers: ['Periodo', 'Ricevuti', 'Consegnati'],
      rows: r.volumes.map((v) => [v.period, String(v.received), String(v.delivered)]),
    },
    {
      title: 'Tempi di riparazione (giorni dal Ticket inserito)',
      headers: ['Fino a', 'Raggruppamento', 'Voce', 'Ticket', 'Mediana', '90° percentile'],
      rows: [
        ...turnaround('Pronto per il ritiro', r.to_ready),
        ...turnaround('Chiuso', r.to_closed),
      ],
    },
    {
      title: 'Ticket aperti per età',
      headers: ['Stato', ...AGE_BUCKETS.map((b) => b.label)],
      rows: r.open_by_age.map((o) => [o.status, ...o.buckets.map(String)]),
    },
    {
      title: 'Pronti e non ritirati',
      headers: ['Giorni di attesa', 'Dispositivi'],
      rows: AGE_BUCKETS.map((b, i) => [b.label, String(r.ready_waiting[i] ?? 0)]),
    },
  ]);
}

export function moneyCsv(r: MoneyReportDto): string {
  const blocks: Block[] = [];
  if (r.revenue)
    blocks.push({
      title: REVENUE_BY_MONTH,
      headers: [
        'Mese',
        'Imponibile fatturato',
        'IVA',
        'Pagamenti',
        'Imponibile anno prima',
        'IVA anno prima',
        'Pagamenti anno prima',
      ],
      rows: r.revenue.map((m) => [
        m.month,
        csvEuros(m.taxable_cents),
        csvEuros(m.vat_cents),
        csvEuros(m.payments_cents),
        csvEuros(m.last_year_taxable_cents),
        csvEuros(m.last_year_vat_cents),
        csvEuros(m.last_year_payments_cents),
      ]),
    });
  if (r.payments_by_method)
    blocks.push({
      title: 'Pagamenti per metodo',
      headers: ['Metodo', 'Netto'],
      rows: r.payments_by_method.map((p) => [
        PAYMENT_METHOD_LABELS[p.method as keyof typeof PAYMENT_METHOD_LABELS] ?? p.label,
        csvEuros(p.net_cents),
      ]),
    });
  if (r.quotes) {
    const q = r.quotes;
    blocks.push({
      title: 'Preventivi',
      headers: [
        'Inviati',
        'Accettati',
        'Rifiutati',
        'Scaduti',
        'In attesa',
        'Tasso di accettazione',
        'Valore inviati',
        'Valore accettati',
      ],
      rows: [
        [
          String(q.sent),
          String(q.accepted),
          String(q.refused),
          String(q.expired),
          String(q.open),
          percent(q.acceptance_rate),
          csvEuros(q.sent_value_cents),
          csvEuros(q.accepted_value_cents),
        ],
      ],
    });
  }
  blocks.push(
    {
      title: 'Valore medio delle riparazioni',
      headers: ['Ticket consegnati con prezzo', 'Valore medio'],
      rows: [[String(r.average_repair.tickets), csvEuros(r.average_repair.average_cents)]],
    },
    {
      title: 'Lavorazioni per tecnico e mese',
      headers: ['Mese', 'Tecnico', 'Quantità', 'Importo'],
      rows: r.work.map((w) => [w.month, w.user_name, String(w.quantity), csvEuros(w.amount_cents)]),
    },
  );
  return render(blocks);
}

export function partsCsv(r: PartsReportDto): string {
  const blocks: Block[] = [
    {
      title: 'Ricambi più usati',
      headers: ['Codice', 'Prodotto', 'Categoria', 'Quantità', 'Costo'],
      rows: r.top_parts.map((p) => [
        p.sku,
        p.name,
        p.category,
        String(p.quantity),
        csvEuros(p.cost_cents),
      ]),
    },
    {
      title: 'Categorie più usate',
      headers: ['Categoria', 'Quantità', 'Costo'],
      rows: r.top_categories.map((c) => [c.category, String(c.quantity), csvEuros(c.cost_cents)]),
    },
    {
      title: 'Costo dei ricambi sulle riparazioni',
      headers: ['Costo'],
      rows: [[csvEuros(r.parts_cost_cents)]],
    },
  ];
  if (r.stock)
    blocks.push({
      title: 'Valore del magazzino',
      headers: ['Pezzi', 'Al costo', 'Al prezzo di vendita'],
      rows: [
        [String(r.stock.quantity), csvEuros(r.stock.cost_cents), csvEuros(r.stock.price_cents)],
      ],
    });
  return render(blocks);
}
