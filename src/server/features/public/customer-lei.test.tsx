/** @jsxImportSource hono/jsx */
import { describe, expect, it } from 'vitest';
import { PC_BUILD_MESSAGES } from '../../../shared/pc-builds/pc-builds';
import { PUBLIC_QUOTE_MESSAGES, QUOTE_MESSAGES } from '../../../shared/quotes/quotes';
import { informalWords } from '../../test/formal-address';
import type { PublicQuote } from '../quotes/public-quote.service';
import { QuotePage } from '../quotes/quote-page';
import { LIMIT_MESSAGES } from './public-limits';
import { PUBLIC_MESSAGES } from './public-responses';
import type { PublicShop } from './shop';
import { ContactShop } from './views/contact-shop';

/**
 * Customers are addressed with the formal "Lei": none of the words that give away "tu" in what the
 * public quote and PC-build pages (and their JSON answers) say. The ticket pages, the form and the
 * limits are checked in public-formal-address.api.test.ts.
 */
const informalIn = (texts: string[]) => texts.flatMap(informalWords);

const shop: PublicShop = {
  name: 'Negozio',
  address: '',
  phone: '',
  whatsapp: '393331234567',
  vat_number: '',
  opening_hours: '',
  email: 'negozio@example.it',
  website: '',
  logo_url: '',
  privacy_url: '/privacy',
  terms: '',
  payment_info: '',
  terms_version: null,
  public_url: null,
};

const quote: PublicQuote = {
  id: '0b9a3c1e-1111-4a2b-8c3d-123456789abc',
  quote_number: 'PRV-2026-0001',
  customer_name: 'Mario Rossi',
  status: 'Inviato',
  expiry_date: null,
  notes: null,
  vat_rate: 22,
  items: [{ description: 'SSD', quantity: 1, unit_price: 100, line_total: 100 }],
  taxable: 100,
  vat_amount: 22,
  total_amount: 122,
  answer: null,
  answerable: true,
  created_at: '2026-11-20T10:00:00.000Z',
};

/** The page's visible text, tags dropped. */
const textOf = async (node: unknown) =>
  (await String(node)).replace(/<[^>]+>/g, ' ').replace(/&#39;/g, "'");

describe('customer-facing texts use "Lei"', () => {
  it('the message constants of the public quote and PC-build pages', () => {
    const texts = [
      ...Object.values(PUBLIC_QUOTE_MESSAGES),
      LIMIT_MESSAGES.lookups,
      PUBLIC_MESSAGES.loadFailed,
      QUOTE_MESSAGES.notFound,
      PC_BUILD_MESSAGES.notFound,
      PC_BUILD_MESSAGES.invalidId,
    ];
    expect(informalIn(texts)).toEqual([]);
  });

  it('the words it looks for are the informal ones the quote page used to say', () => {
    expect(
      informalIn([
        'Hai già risposto a questo preventivo.',
        'contatta il negozio',
        'ti contatteremo a breve',
        'La tua risposta',
        'Confermi di accettare il preventivo?',
      ]),
    ).toHaveLength(5);
  });

  it('the quote page, its confirmation step, the outcome and "Contatti il negozio"', async () => {
    const pages = await Promise.all([
      textOf(<QuotePage quote={quote} shop={shop} confirming={null} message={null} />),
      textOf(<QuotePage quote={quote} shop={shop} confirming="accept" message={null} />),
      textOf(
        <QuotePage
          quote={{
            ...quote,
            status: 'Accettato',
            answerable: false,
            answer: { answer: 'accept', answered_at: '2026-11-21T10:00:00.000Z' },
          }}
          shop={shop}
          confirming={null}
          message={null}
        />,
      ),
      textOf(<ContactShop shop={shop} subject="Configurazione" text="Buongiorno" />),
    ]);
    expect(pages[0]).toContain('La Sua risposta');
    expect(pages[1]).toContain(PUBLIC_QUOTE_MESSAGES.confirmAccept);
    expect(pages[2]).toContain(PUBLIC_QUOTE_MESSAGES.accepted);
    expect(pages[3]).toContain('Contatti il negozio');
    expect(informalIn(pages)).toEqual([]);
  });
});
