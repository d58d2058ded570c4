import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { type CorrectionStart, SdiCorrectionForm } from './sdi-correction-form';

const START: CorrectionStart = {
  customer_kind: 'azienda',
  customer_country: 'IT',
  customer_company_name: 'Bianchi Srl',
  customer_first_name: '',
  customer_last_name: '',
  customer_vat_number: '01234567890',
  customer_tax_code: '',
  customer_sdi_code: 'ABC1234',
  customer_pec: '',
  customer_street: 'Via Roma 1',
  customer_postal_code: '00184',
  customer_city: 'Roma',
  customer_province: 'RM',
  payment_method: 'MP01',
  payment_due_date: '',
  iban: '',
};

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

afterEach(() => vi.unstubAllGlobals());

describe('SdiCorrectionForm', () => {
  it('reopens the kind and the country of the customer', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 202 }));
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithApp(
      <SdiCorrectionForm
        invoiceId="7f0c1c1e-7d4e-4a3a-9d7e-0a1b2c3d4e5f"
        start={START}
        errors={[]}
        onDone={() => {}}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Tipo di cliente'), 'Privato');
    const country = screen.getByLabelText('Paese');
    await user.clear(country);
    await user.type(country, 'FR');
    await user.click(screen.getByRole('button', { name: 'Reinvia allo SDI' }));
    const [, init] = (fetch.mock.calls as unknown as [string, RequestInit][])[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      customer_kind: 'privato',
      customer_country: 'FR',
    });
  });

  it('shows the lines and VAT summary errors in their own part, tied to it, and what to do', () => {
    renderWithApp(
      <SdiCorrectionForm
        invoiceId="7f0c1c1e-7d4e-4a3a-9d7e-0a1b2c3d4e5f"
        start={START}
        errors={[
          { code: '00400', description: 'Natura assente con aliquota zero' },
          { code: '00421', description: 'Imposta non calcolata correttamente' },
          { code: '00411', description: 'Ritenuta senza dati' },
        ]}
        onDone={() => {}}
      />,
    );
    const lines = screen.getByRole('group', { name: 'Righe' });
    expect(describedText(lines)).toContain('Natura — 00400: Natura assente con aliquota zero');
    const summary = screen.getByRole('group', { name: 'Riepilogo IVA' });
    expect(describedText(summary)).toContain('Imposta — 00421: Imposta non calcolata');
    const withholding = screen.getByRole('group', { name: 'Ritenuta e cassa previdenziale' });
    expect(describedText(withholding)).toContain('Ritenuta — 00411');
    // Not editable here: the form says so, and what to do instead.
    expect(describedText(lines)).toContain('non si possono cambiare con il reinvio');
    expect(describedText(lines)).toContain('nuova fattura');
    expect(screen.queryByRole('list', { name: 'Altri errori dello SDI' })).toBeNull();
  });

  it('has no such part when the SDI found nothing there', () => {
    renderWithApp(
      <SdiCorrectionForm
        invoiceId="7f0c1c1e-7d4e-4a3a-9d7e-0a1b2c3d4e5f"
        start={START}
        errors={[{ code: '00305', description: 'IdFiscaleIVA non valido' }]}
        onDone={() => {}}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Righe' })).toBeNull();
  });
});
