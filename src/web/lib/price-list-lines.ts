import { formatEuro } from '../../shared/format';
import type { LineDraft } from '../../shared/line-drafts';
import { euroToCents } from '../../shared/money';
import type { PriceListEntryDto } from '../../shared/price-list/price-list';
import { priceLines } from '../../shared/pricing';
import type { ComboboxOption } from '../components/ui/search-combobox';
import { apiFetch } from './api-fetch';
import { euroText } from './decimal-text';
import type { Page } from './use-paged-query';

/**
 * The price list for a document's lines (decision 030), loaded when the lines table first asks:
 * the search, and an entry as lines.
 */
export async function searchPriceList(text: string, signal: AbortSignal) {
  const query = new URLSearchParams({ limit: '20' });
  if (text) query.set('q', text);
  const page = await apiFetch<Page<PriceListEntryDto>>(`/api/price-list?${query}`, { signal });
  return page.items.map(
    (e): ComboboxOption<PriceListEntryDto> => ({
      value: e.id,
      label: `${e.brand} ${e.model} · ${e.repair}`,
      detail: `${formatEuro(e.price)} IVA inclusa`,
      item: e,
    }),
  );
}

/**
 * The taxable amount whose total with VAT (rounded as the documents round it) is `totalCents`:
 * the division's result or a cent beside it. Some totals no taxable reaches (189,90 € at 22 %):
 * then the division's, a cent off.
 */
function taxableFor(totalCents: number, vatHundredths: number): number {
  const estimate = Math.round((totalCents * 10_000) / (10_000 + vatHundredths));
  const totalOf = (taxable: number) =>
    priceLines([{ quantity: 1, unitCostCents: null, unitPriceCents: taxable }], 0, vatHundredths)
      .totalCents;
  const candidates = [estimate, estimate - 1, estimate + 1].filter((c) => c >= 0);
  return candidates.find((c) => totalOf(c) === totalCents) ?? estimate;
}

/**
 * A price-list entry as a document's lines (decision 030): each warehouse part at its price and
 * cost, and the labour as the rest, so that with the document's VAT the lines total the list's
 * price (VAT included): labour = price ÷ (1 + VAT) − the parts, never below zero.
 */
export function linesOfEntry(
  entry: PriceListEntryDto,
  vatHundredths: number,
): Partial<LineDraft>[] {
  const parts = entry.parts.map((p) => ({
    description: p.name,
    unitPrice: euroText(p.price),
    unitCost: euroText(p.cost),
    productId: p.id,
  }));
  const net = taxableFor(euroToCents(entry.price), vatHundredths);
  const partsCents = entry.parts.reduce((sum, p) => sum + euroToCents(p.price), 0);
  const labour = {
    description: `Manodopera: ${entry.repair} ${entry.brand} ${entry.model}`,
    unitPrice: euroText(Math.max(0, net - partsCents) / 100),
    unitCost: '',
  };
  return [...parts, labour];
}
