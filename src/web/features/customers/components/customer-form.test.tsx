import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CustomerForm } from './customer-form';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

describe('CustomerForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("puts the server's Italian messages under their fields and keeps what was typed", async () => {
    const fetch = vi.fn(async () =>
      answer(400, {
        error: {
          code: 'validation_failed',
          message: 'Dati non validi',
          details: {
            fieldErrors: {
              vat_number: ['Partita IVA non valida'],
              company_name: ["La ragione sociale è obbligatoria per un'azienda"],
            },
          },
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithApp(<CustomerForm />);
    await user.click(screen.getByLabelText('Azienda'));
    await user.type(screen.getByLabelText('Partita IVA'), '00743110158');
    await user.type(screen.getByLabelText('Provincia'), 'mi');
    await user.click(screen.getByRole('button', { name: 'Crea cliente' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Partita IVA').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Partita IVA non valida')).toBeTruthy();
    expect(screen.getByText("La ragione sociale è obbligatoria per un'azienda")).toBeTruthy();
    expect(screen.getByLabelText('Partita IVA')).toHaveProperty('value', '00743110158');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({
      kind: 'azienda',
      vat_number: '00743110158',
      province: 'mi',
      pec: null,
      company_name: null,
    });
  });
});
