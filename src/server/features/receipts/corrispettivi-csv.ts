import { formatCalendarDate } from '../../../shared/format';
import { type CorrispettiviDto, RT_TENDER_LABELS } from '../../../shared/receipts/corrispettivi';
import { BOM, csvEuros, csvLine } from '../../http/csv';

const AMOUNTS = ['Vendite', 'Resi', 'Annulli', 'Netto'];

const vatLabel = (vat: string) => (/^\d/.test(vat) ? `${vat.replace('.', ',')}%` : vat);

/**
 * The corrispettivi as Excel in Italy reads them (http/csv.ts): per VAT, then per payment, each
 * block with its title and headers, a blank line between; days as DD/MM/YYYY.
 */
export function corrispettiviCsv(r: CorrispettiviDto): string {
  const amounts = (a: Omit<CorrispettiviDto['by_tender'][number], 'day' | 'tender'>) =>
    [a.vendite_cents, a.resi_cents, a.annulli_cents, a.netto_cents].map(csvEuros);
  const vat =
    csvLine([
      `Corrispettivi per aliquota IVA dal ${formatCalendarDate(r.from)} al ${formatCalendarDate(r.to)}`,
    ]) +
    csvLine(['Giorno', 'Aliquota IVA o natura', ...AMOUNTS, 'Imponibile', 'Imposta']) +
    r.by_vat
      .map((v) =>
        csvLine([
          formatCalendarDate(v.day),
          vatLabel(v.vat),
          ...amounts(v),
          csvEuros(v.imponibile_cents),
          csvEuros(v.imposta_cents),
        ]),
      )
      .join('');
  const tenders =
    csvLine(['Corrispettivi per pagamento']) +
    csvLine(['Giorno', 'Pagamento', ...AMOUNTS]) +
    r.by_tender
      .map((t) =>
        csvLine([formatCalendarDate(t.day), RT_TENDER_LABELS[t.tender] ?? t.tender, ...amounts(t)]),
      )
      .join('');
  const pending =
    r.not_emitted > 0
      ? `\r\n${csvLine([`Documenti non ancora emessi dal registratore (esclusi): ${r.not_emitted}`])}`
      : '';
  return `${BOM}${vat}\r\n${tenders}${pending}`;
}
