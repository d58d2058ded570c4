import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RegimeFiscale, StampDutyBearer } from '../../../../shared/invoices/invoice-codes';
import { renderWithApp } from '../../../test/render';
import { type InvoiceLineDraft, lineErrorsOf } from './invoice-line-drafts';
import { InvoiceLinesEditor } from './invoice-lines-editor';

const line = (patch: Partial<InvoiceLineDraft>): InvoiceLineDraft => ({
  key: patch.description ?? 'riga',
  description: 'Riga',
  quantity: '1',
  price: '',
  grossPrice: false,
  vatRate: '22',
  natura: '',
  discount: '',
  articleCode: null,
  ...patch,
});

function Editor(props: {
  initial: InvoiceLineDraft[];
  shop?: { regime_fiscale: RegimeFiscale; stamp_duty_bearer: StampDutyBearer };
  errors?: Map<string, never>;
  buyer?: { customer_country: string; customer_vat_number: string | null };
}) {
  const [lines, setLines] = useState(props.initial);
  return (
    <InvoiceLinesEditor
      lines={lines}
      onChange={setLines}
      defaultVatRate="22"
      shop={props.shop}
      buyer={props.buyer ?? null}
      errors={props.errors ?? new Map()}
    />
  );
}

/** The figure after a term of the totals (Imponibile 22 %, Totale, …), with plain spaces. */
const total = (term: string) =>
  screen
    .getByText(term, { selector: 'dt' })
    .nextElementSibling?.textContent?.replaceAll(/\s/g, ' ');
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('InvoiceLinesEditor', () => {
  it('totals each rate live: net and VAT-included prices, a discount, a zero rate with its natura', async () => {
    const { user } = renderWithApp(
      <Editor
        initial={[line({ description: 'Schermo', quantity: '2', price: '50', discount: '10' })]}
      />,
    );
    // 2 × 50,00 − 10 % = 90,00 net; VAT 22 % 19,80.
    expect(total('Imponibile 22 %')).toBe('90,00 € · IVA 19,80 €');
    expect(total('Totale')).toBe('109,80 €');

    await user.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    await user.type(box('Descrizione, riga 2'), 'Manodopera');
    await user.type(box('Prezzo unitario, riga 2'), '61,00');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Il prezzo è, riga 2' }),
      'lordo',
    );
    // 61,00 VAT included is 50,00 + 11,00: the rate's block keeps the typed cents.
    expect(total('Imponibile 22 %')).toBe('140,00 € · IVA 30,80 €');
    expect(total('Totale')).toBe('170,80 €');

    await user.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    await user.type(box('Descrizione, riga 3'), 'Diritti');
    await user.type(box('Prezzo unitario, riga 3'), '80');
    // Only the rates in force are offered.
    const rate = screen.getByRole('combobox', { name: 'IVA, riga 3' });
    expect(
      within(rate)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['22 %', '10 %', '5 %', '4 %', '0 %']);
    await user.selectOptions(rate, '0');
    // A zero rate asks for its natura, and no total shows until it has one.
    expect(total('Totale')).toBe('—');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Natura, riga 3' }), 'N4');
    expect(total('Imponibile 0 % (N4)')).toBe('80,00 € · IVA 0,00 €');
    // Over 77,47 € exempt: the 2,00 € stamp duty is due, charged as its own line.
    expect(total('Rivalsa imposta di bollo')).toBe('2,00 €');
    expect(total('Imponibile 0 % (N1)')).toBe('2,00 € · IVA 0,00 €');
    expect(total('Totale')).toBe('252,80 €');

    const rows = within(screen.getByRole('table', { name: 'Righe della fattura' })).getAllByRole(
      'row',
    );
    expect(rows.at(-1)?.textContent).toContain('80,00');
    await user.click(screen.getByRole('button', { name: 'Rimuovi la riga 3' }));
    expect(screen.queryByText('Rivalsa imposta di bollo')).toBeNull();
  });

  it('prices a forfettario shop without VAT', () => {
    renderWithApp(
      <Editor
        shop={{ regime_fiscale: 'RF19', stamp_duty_bearer: 'cliente' }}
        initial={[line({ description: 'Riparazione', price: '100' })]}
      />,
    );
    expect(total('Imponibile 0 % (N2.2)')).toBe('100,00 € · IVA 0,00 €');
    expect(total('Totale')).toBe('102,00 €');
  });

  it('leaves the stamp duty out of the total when the shop bears it', () => {
    renderWithApp(
      <Editor
        shop={{ regime_fiscale: 'RF19', stamp_duty_bearer: 'negozio' }}
        initial={[line({ description: 'Riparazione', price: '100' })]}
      />,
    );
    expect(total('Imposta di bollo assolta dal negozio (non nel totale)')).toBe('2,00 €');
    expect(total('Totale')).toBe('100,00 €');
  });

  it("puts the server's messages on the fields of the lines they name", () => {
    const lines = [
      line({ description: 'Uno', price: '10' }),
      line({ description: 'Due', price: 'x' }),
    ];
    const errors = lineErrorsOf(
      {
        'lines.1.unit_price': ['Prezzo non valido: un numero, al massimo 8 decimali'],
        'lines.7.quantity': ['nessuna riga'],
        customer_id: ['Cliente non trovato'],
      },
      lines,
    );
    renderWithApp(<Editor initial={lines} errors={errors as Map<string, never>} />);
    expect(box('Prezzo unitario, riga 2').getAttribute('aria-invalid')).toBe('true');
    expect(box('Prezzo unitario, riga 1').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Prezzo non valido: un numero, al massimo 8 decimali')).toBeTruthy();
    expect(screen.queryByText('nessuna riga')).toBeNull();
  });

  it("offers only the naturas that fit the draft's customer, keeping one already chosen", () => {
    renderWithApp(
      <Editor
        initial={[line({ description: 'Corso', vatRate: '0', natura: 'N6.3' })]}
        buyer={{ customer_country: 'IT', customer_vat_number: null }}
      />,
    );
    const offered = within(screen.getByRole('combobox', { name: 'Natura, riga 1' }))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    // A private person in Italy: no reverse charge (N6.x), no EU or export naturas.
    expect(offered).toContain('N4');
    expect(offered).toContain('N2.2');
    expect(offered).not.toContain('N3.2');
    expect(offered).not.toContain('N6.1');
    // The line's own natura stays visible, so the server's refusal points at something shown.
    expect(offered).toContain('N6.3');
  });
});
