import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LineDraft } from '../../../shared/line-drafts';
import { formatCents } from '../../../shared/money';
import { LINE_MESSAGES } from '../../../shared/priced-lines';
import { renderWithApp } from '../../test/render';
import { LinesTable } from './lines-table';

function Lines({
  initial = [],
  showErrors = false,
}: {
  initial?: LineDraft[];
  showErrors?: boolean;
}) {
  const [lines, setLines] = useState(initial);
  return (
    <LinesTable
      caption="Righe del preventivo"
      lines={lines}
      onChange={setLines}
      marginTenths={300}
      vatHundredths={2200}
      showErrors={showErrors}
      products
    />
  );
}

const line = (description: string, quantity: string, unitCost: string): LineDraft => ({
  key: description,
  description,
  quantity,
  unitCost,
  unitPrice: '',
});
const field = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

/** The footer's figure after a term (Imponibile, Totale, …). */
const footer = (term: string | RegExp) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const descriptions = () =>
  screen
    .getAllByRole('textbox', { name: /^Descrizione, riga/ })
    .map((box) => (box as HTMLInputElement).value);

afterEach(() => vi.unstubAllGlobals());

describe('LinesTable', () => {
  it('fills the price from a typed cost through the markup: line total, taxable, VAT, total', async () => {
    const { user } = renderWithApp(<Lines />);
    await user.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    await user.type(screen.getByRole('textbox', { name: 'Descrizione, riga 1' }), 'SSD 1 TB');
    const quantity = screen.getByRole('textbox', { name: 'Quantità, riga 1' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(screen.getByRole('textbox', { name: 'Costo unitario, riga 1' }), '10,00');
    // Cost 10,00 € + 30 % ricarico = 13,00 € each; two make 26,00 €; VAT 22 % on it is 5,72 €.
    expect(field('Prezzo unitario, riga 1')).toBe('13,00');
    const row = screen.getByRole('textbox', { name: 'Descrizione, riga 1' }).closest('tr');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain(formatCents(2600));
    expect(footer('Imponibile')).toBe(formatCents(2600));
    expect(footer(/^IVA/)).toBe(formatCents(572));
    expect(footer('Totale')).toBe(formatCents(3172));
    // The real margin, 6,00 € of 26,00 €: 23,1 % of the price.
    expect(footer('Margine')).toBe(`${formatCents(600)} (23,1 %)`);
  });

  it('keeps a typed price as typed; a cost typed afterwards does not change it', async () => {
    const { user } = renderWithApp(<Lines />);
    await user.click(screen.getByRole('button', { name: 'Aggiungi riga' }));
    await user.type(screen.getByRole('textbox', { name: 'Descrizione, riga 1' }), 'Manodopera');
    await user.type(screen.getByRole('textbox', { name: 'Prezzo unitario, riga 1' }), '40,00');
    // 40,00 / 1,30 = 30,77: the cost the markup fills in.
    expect(field('Costo unitario, riga 1')).toBe('30,77');
    const cost = screen.getByRole('textbox', { name: 'Costo unitario, riga 1' });
    await user.clear(cost);
    expect(field('Prezzo unitario, riga 1')).toBe('40,00');
    expect(footer('Imponibile')).toBe(formatCents(4000));
    expect(footer('Margine')).toBe(`${formatCents(4000)} (100 %)`);
  });

  it("shows a line's errors once asked to, and no totals while a line does not parse", () => {
    renderWithApp(<Lines initial={[line('', '0', '12,345')]} showErrors />);
    const cost = screen.getByRole('textbox', { name: 'Costo unitario, riga 1' });
    expect(cost.getAttribute('aria-invalid')).toBe('true');
    const errors = document.getElementById(cost.getAttribute('aria-describedby') ?? '');
    expect(errors?.textContent).toContain(LINE_MESSAGES.descriptionRequired);
    expect(errors?.textContent).toContain(LINE_MESSAGES.quantityInvalid);
    expect(
      screen.getByRole('textbox', { name: 'Descrizione, riga 1' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(footer('Totale')).toBe('—');
  });

  it('hides the errors before the first save attempt', () => {
    renderWithApp(<Lines initial={[line('', '1', '')]} />);
    const box = screen.getByRole('textbox', { name: 'Descrizione, riga 1' });
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('moves and removes lines; the first cannot go up nor the last down', async () => {
    const { user } = renderWithApp(
      <Lines initial={[line('RAM', '1', '5'), line('CPU', '1', '9'), line('PSU', '1', '4')]} />,
    );
    expect(screen.getByRole('button', { name: 'Sposta su la riga 1' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Sposta giù la riga 3' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Sposta giù la riga 1' }));
    expect(descriptions()).toEqual(['CPU', 'RAM', 'PSU']);
    await user.click(screen.getByRole('button', { name: 'Rimuovi la riga 3' }));
    expect(descriptions()).toEqual(['CPU', 'RAM']);
    // CPU 9,00 € and RAM 5,00 € with no price: 30 % ricarico, 11,70 € + 6,50 €.
    expect(footer('Imponibile')).toBe(formatCents(1170 + 650));
  });

  it('adds a product picked from the warehouse at its price, with its cost and stock', async () => {
    const product = { id: 'p1', sku: 'SSD-1', name: 'SSD 1 TB', quantity: 3, price: 90, cost: 60 };
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ items: [product], next_cursor: null })),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithApp(<Lines />);
    await user.click(screen.getByRole('combobox', { name: 'Aggiungi dal magazzino' }));
    await user.keyboard('ssd');
    // Opening lists the first products; the typed text then asks the server again.
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.at(0))).toContain('q=ssd'));
    await user.click(await screen.findByRole('option', { name: /SSD 1 TB/ }));
    expect(descriptions()).toEqual(['SSD 1 TB']);
    expect(field('Prezzo unitario, riga 1')).toBe('90,00');
    expect(field('Costo unitario, riga 1')).toBe('60,00');
    expect(screen.getByText('Dal magazzino: 3 disponibili')).toBeTruthy();
  });
});
