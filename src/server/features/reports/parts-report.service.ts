import type { PartsReportDto } from '../../../shared/reports/report-dto';
import type { AppDeps } from '../../http/context';
import { selectPartsUsed, selectStockValue } from './parts.queries';
import { filtersDto, type ReportFilter } from './report-filter';

type Deps = Pick<AppDeps, 'db'>;
const TOP = 20;
const NO_CATEGORY = 'Senza categoria';

/** GET /api/reports/parts: most used parts and categories; the stock's value for admins. */
export async function partsReport(deps: Deps, f: ReportFilter): Promise<PartsReportDto> {
  const [used, stock] = await Promise.all([
    selectPartsUsed(deps.db, f),
    f.ownOnly ? null : selectStockValue(deps.db),
  ]);
  const parts = used
    .map((r) => ({
      product_id: r.id,
      sku: r.sku,
      name: r.name,
      category: r.category ?? NO_CATEGORY,
      quantity: Number(r.quantity),
      cost_cents: Number(r.cost),
    }))
    .filter((p) => p.quantity > 0)
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name, 'it'));
  const categories = new Map<string, { category: string; quantity: number; cost_cents: number }>();
  for (const p of parts) {
    const entry = categories.get(p.category) ?? {
      category: p.category,
      quantity: 0,
      cost_cents: 0,
    };
    entry.quantity += p.quantity;
    entry.cost_cents += p.cost_cents;
    categories.set(p.category, entry);
  }
  return {
    filters: filtersDto(f),
    top_parts: parts.slice(0, TOP),
    top_categories: [...categories.values()].sort((a, b) => b.quantity - a.quantity).slice(0, TOP),
    parts_cost_cents: parts.reduce((n, p) => n + p.cost_cents, 0),
    stock: stock
      ? {
          quantity: Number(stock.quantity ?? 0),
          cost_cents: Number(stock.cost ?? 0),
          price_cents: Number(stock.price ?? 0),
        }
      : null,
  };
}
