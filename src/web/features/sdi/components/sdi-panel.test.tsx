import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransmissionDto } from '../../../../shared/sdi/sdi-transmission';
import { renderWithApp } from '../../../test/render';
import type { CorrectionStart } from './sdi-correction-form';
import { SdiPanel } from './sdi-panel';
import { ID, SCARTO } from './sdi-test-scarto';

const rejected: TransmissionDto = {
  status: 'scartata',
  file_name: 'IT00743110157_00001.xml',
  sent_at: '2026-12-04T10:00:00.000Z',
  notifications: [{ ...SCARTO, received_at: new Date().toISOString() }],
  sends: [
    {
      id: 'a1',
      state: 'scartata',
      file_name: 'IT00743110157_00001.xml',
      attempts: 1,
      last_error: null,
      created_at: '2026-12-04T10:00:00.000Z',
      sent_at: '2026-12-04T10:00:00.000Z',
      notifications: [SCARTO],
    },
  ],
};

const START: CorrectionStart = {
  customer_kind: 'azienda',
  customer_country: 'IT',
  customer_company_name: 'Bianchi Srl',
  customer_first_name: '',
  customer_last_name: '',
  customer_vat_number: '0123456789',
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

afterEach(() => vi.unstubAllGlobals());

describe('SdiPanel', () => {
  it('shows a scarto with the SDI errors, the files, and resends', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.method === 'POST' ? { ...rejected, status: 'da_inviare' } : rejected;
      return new Response(JSON.stringify(body), { status: url.endsWith('/resend') ? 202 : 200 });
    });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithApp(<SdiPanel invoiceId={ID} start={START} />);
    expect(await screen.findByText('Scartata')).toBeTruthy();
    const customer = screen.getByRole('region', { name: 'Cessionario / committente' });
    expect(customer.textContent).toContain('Partita IVA — 00305: IdFiscaleIVA del cessionario');
    const others = screen.getByRole('region', { name: 'Altri errori' });
    expect(others.textContent).toContain('00200: File non conforme al formato');
    expect(customer.textContent).not.toContain('00200');
    expect(screen.getByRole('link', { name: 'Notifica di scarto' }).getAttribute('href')).toBe(
      `/api/invoices/${ID}/sdi-files/n1`,
    );
    await user.click(screen.getByRole('button', { name: 'Correggi e reinvia' }));
    // The SDI's error beside the field it concerns, its code visible, tied to the input.
    const vat = screen.getByLabelText('Partita IVA');
    const described = (vat.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('00305: IdFiscaleIVA del cessionario non valido');
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Codice destinatario').getAttribute('aria-invalid')).toBeNull();
    await user.clear(vat);
    await user.type(vat, '01234567890');
    await user.click(screen.getByRole('button', { name: 'Reinvia allo SDI' }));
    const [url, init] = fetch.mock.calls.find(([u]) => u.endsWith('/resend')) ?? [];
    expect(url).toBe(`/api/invoices/${ID}/resend`);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      customer_vat_number: '01234567890',
      customer_sdi_code: 'ABC1234',
      payment_method: 'MP01',
    });
    expect(await screen.findByText('Da inviare')).toBeTruthy();
  });
});

describe('SdiPanel after a scarto', () => {
  const withRejection = (receivedAt: string): TransmissionDto => ({
    ...rejected,
    notifications: [{ ...SCARTO, received_at: receivedAt }],
  });
  const show = (journey: TransmissionDto) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(journey))),
    );
    return renderWithApp(<SdiPanel invoiceId={ID} start={START} />);
  };

  it('within five days says until when the same number and date may be resent', async () => {
    show(withRejection(new Date(Date.now() - 86_400_000).toISOString()));
    expect(await screen.findByText(/si può reinviare entro il/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Correggi e reinvia' })).toBeTruthy();
  });

  it('past five days says a new invoice is needed, and why, instead of the button', async () => {
    show(withRejection(new Date(Date.now() - 6 * 86_400_000).toISOString()));
    expect(await screen.findByText(/Emetti una nuova fattura/)).toBeTruthy();
    expect(screen.getByText(/si considera non emessa/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Correggi e reinvia' })).toBeNull();
  });
});
