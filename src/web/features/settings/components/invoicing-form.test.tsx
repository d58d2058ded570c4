import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INVOICING_LABELS,
  type InvoicingSettingsDto,
} from '../../../../shared/invoices/invoicing-settings';
import { renderWithApp } from '../../../test/render';
import { InvoicingForm } from './invoicing-form';
import { INVOICING_FIELD_LABELS } from './invoicing-values';

const SAVED: InvoicingSettingsDto = {
  company_name: null,
  first_name: null,
  last_name: null,
  vat_number: null,
  tax_code: null,
  regime_fiscale: 'RF01',
  stamp_duty_bearer: 'cliente',
  street: null,
  postal_code: null,
  city: null,
  province: null,
  country: 'IT',
  rea_office: null,
  rea_number: null,
  iban: null,
  pec: null,
  default_vat_rate: 22,
  number_pattern: '{n}/{yyyy}',
  next_file_progressive: 1,
  missing: ['Partita IVA', 'Indirizzo'],
};

const year = new Date().getFullYear();
const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const rate = () =>
  screen.getByRole('combobox', { name: 'Aliquota IVA predefinita' }) as HTMLSelectElement;

afterEach(() => vi.unstubAllGlobals());

describe('InvoicingForm', () => {
  it('names each field as the server names what is missing', () => {
    expect(INVOICING_FIELD_LABELS).toEqual(INVOICING_LABELS);
  });

  it('says what issuing still needs, and shows the numbering live as it is typed', async () => {
    const { user } = renderWithApp(<InvoicingForm saved={SAVED} />);
    expect(screen.getByText('Manca: Partita IVA, Indirizzo.')).toBeTruthy();
    expect(rate().value).toBe('22');
    expect(
      within(rate())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['22 %', '10 %', '5 %', '4 %']);
    const pattern = box('Schema di numerazione');
    expect(pattern.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(new RegExp(`avrà il numero 1/${year}, la centoventottesima 128/${year}`)),
    ).toBeTruthy();
    await user.clear(pattern);
    await user.type(pattern, '{{n}-{{yyyy}/B');
    expect(screen.getByText(new RegExp(`avrà il numero 1-${year}/B`))).toBeTruthy();
  });

  it("sends the section as typed and puts the server's refusals on their fields", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'validation_failed',
              message: 'Partita IVA non valida: 11 cifre con la cifra di controllo',
              details: {
                fieldErrors: {
                  vat_number: ['Partita IVA non valida: 11 cifre con la cifra di controllo'],
                  rea_number: ["Indica sia l'ufficio sia il numero REA, oppure nessuno dei due"],
                },
              },
            },
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithApp(<InvoicingForm saved={SAVED} />);
    await user.type(box('Partita IVA'), '00743110158');
    await user.type(box('Ufficio REA'), 'MI');
    await user.click(screen.getByRole('button', { name: 'Salva dati di fatturazione' }));

    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      vat_number: '00743110158',
      rea_office: 'MI',
      default_vat_rate: '22',
      regime_fiscale: 'RF01',
    });
    // Untouched, the file progressive stays the server's (issues move it on meanwhile).
    expect(JSON.parse(String(init.body))).not.toHaveProperty('next_file_progressive');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(box('Partita IVA').getAttribute('aria-invalid')).toBe('true');
    expect(box('Numero REA').getAttribute('aria-invalid')).toBe('true');
    expect(box('Ufficio REA').getAttribute('aria-invalid')).toBeNull();
    expect(
      screen.getByText("Indica sia l'ufficio sia il numero REA, oppure nessuno dei due"),
    ).toBeTruthy();
  });

  it("fills what is still empty from the shop's data (Impostazioni → Negozio), to check and save", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(SAVED), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const shop = {
      name: 'Riparazioni Rossi S.r.l.',
      vat_number: 'IT00743110157',
      address: 'Via Roma 1, 20121 Milano (MI)',
    };
    const saved = { ...SAVED, city: 'Monza' };
    const { user } = renderWithApp(<InvoicingForm saved={saved} shop={shop} />);
    expect(box('Denominazione').value).toBe('Riparazioni Rossi S.r.l.');
    expect(box('Partita IVA').value).toBe('00743110157');
    expect(box('Indirizzo').value).toBe('Via Roma 1');
    expect(box('CAP').value).toBe('20121');
    // What the invoicing data already says stays as it is.
    expect(box('Comune').value).toBe('Monza');
    expect(box('Provincia').value).toBe('MI');
    expect(
      screen.getByText(
        'Alcuni campi sono precompilati con i dati del negozio (Impostazioni → Negozio): controllali e salva.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salva dati di fatturazione' }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      company_name: 'Riparazioni Rossi S.r.l.',
      vat_number: '00743110157',
      street: 'Via Roma 1',
      postal_code: '20121',
      city: 'Monza',
      province: 'MI',
    });
  });

  it('leaves the fields empty when the shop has no data, and says nothing of a prefill', () => {
    renderWithApp(<InvoicingForm saved={SAVED} shop={{ name: '', vat_number: '', address: '' }} />);
    expect(box('Denominazione').value).toBe('');
    expect(box('Indirizzo').value).toBe('');
    expect(screen.queryByText(/precompilati con i dati del negozio/)).toBeNull();
  });

  it('starts again from what the server saved', async () => {
    const saved = { ...SAVED, vat_number: '00743110157', default_vat_rate: 10, missing: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(saved), { status: 200 })),
    );
    const { user } = renderWithApp(<InvoicingForm saved={SAVED} />);
    await user.type(box('Partita IVA'), 'IT 00743110157');
    await user.click(screen.getByRole('button', { name: 'Salva dati di fatturazione' }));
    expect(await screen.findByText('Dati di fatturazione salvati con successo!')).toBeTruthy();
    expect(box('Partita IVA').value).toBe('00743110157');
    expect(rate().value).toBe('10');
  });
});
