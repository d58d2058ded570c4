import { quoteCreateSchema } from '../../shared/quotes/quotes';
import { sendQuote } from '../features/quotes/quote-sending.service';
import { createQuote } from '../features/quotes/quotes.service';
import type { AppDeps } from '../http/context';

/** A demo ticket a quote may follow (its customer is the quote's). */
export interface DemoTicket {
  id: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
}

/** Selling price as the shop lists it; cost only for parts (labour has none); SKU for stock parts. */
type Line = [
  description: string,
  quantity: number,
  unitPrice: string,
  unitCost?: string,
  sku?: string,
];

/** Believable quotes of a repair shop: a screen, a battery, a data recovery, a laptop SSD. */
const QUOTES: { ticket: number; lines: Line[]; notes?: string; send?: boolean }[] = [
  {
    ticket: 0,
    lines: [
      ['Display iPhone 13 OLED', 1, '189,00', '120,00', 'LCD-IP13'],
      ['Vetro temperato', 1, '12,90', '2,10'],
      ['Manodopera sostituzione display', 1, '35,00'],
    ],
    notes: 'Ricambio originale, garanzia 12 mesi sulla riparazione.',
    send: true,
  },
  {
    ticket: 1,
    lines: [
      ['Batteria Samsung Galaxy A52', 1, '39,90', '15,00', 'BAT-A52'],
      ['Manodopera sostituzione batteria', 1, '20,00'],
    ],
  },
  {
    ticket: 3,
    lines: [
      ['Diagnosi scheda logica dopo liquido', 1, '40,00'],
      ['Recupero dati su disco esterno fornito dal negozio', 1, '80,00'],
      ['SSD Samsung 870 EVO 500 GB (copia dei dati)', 1, '64,90', '45,00', 'SSD-S500'],
    ],
    notes: 'Il recupero dei dati non è garantito: si paga solo la diagnosi se non riesce.',
  },
];

/** Creates the demo quotes through the same services as the API; returns how many. */
export async function seedDemoQuotes(
  deps: AppDeps,
  adminId: string | null,
  tickets: readonly DemoTicket[],
): Promise<number> {
  const skus = QUOTES.flatMap((q) => q.lines.flatMap(([, , , , sku]) => (sku ? [sku] : [])));
  const products = await deps.db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('sku', 'in', skus)
    .execute();
  const productId = (sku?: string) => products.find((p) => p.sku === sku)?.id ?? null;
  for (const demo of QUOTES) {
    const ticket = tickets[demo.ticket];
    if (!ticket) continue;
    const input = quoteCreateSchema.parse({
      customer_name: ticket.customer_name,
      customer_email: ticket.customer_email,
      customer_phone: ticket.customer_phone,
      expiry_date: null,
      notes: demo.notes ?? null,
      ticket_id: ticket.id,
      items: demo.lines.map(([description, quantity, unit_price, unit_cost, sku]) => ({
        description,
        quantity,
        unit_price,
        unit_cost: unit_cost ?? null,
        product_id: productId(sku),
      })),
    });
    const quote = await createQuote(deps, input, adminId);
    if (demo.send && adminId) await sendQuote(deps, adminId, quote.id);
  }
  return QUOTES.length;
}
