import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import { renderWithApp } from '../../../test/render';
import { IssueButton } from './issue-button';

const draft = { id: '7f0c1c1e-7d4e-4a3a-9d7e-0a1b2c3d4e5f' } as InvoiceDto;

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('IssueButton', () => {
  it('asks first, then shows the refusal naming everything that is missing', async () => {
    const fetch = answer(422, {
      error: {
        code: 'invoice_incomplete',
        message: 'Completa i dati fiscali del cliente: manca Codice fiscale, Indirizzo',
        details: {
          fieldErrors: {
            customer_tax_code: ['Codice fiscale del cliente'],
            customer_street: ['Indirizzo del cliente'],
          },
        },
      },
    });
    vi.stubGlobal('fetch', fetch);
    const { user } = renderWithApp(<IssueButton invoice={draft} />);
    await user.click(screen.getByRole('button', { name: 'Emetti' }));
    const dialog = screen.getByRole('dialog', { name: 'Emettere la fattura?' });
    expect(fetch).not.toHaveBeenCalled();
    // The safe choice has the focus.
    expect(document.activeElement?.textContent).toBe('Annulla');

    await user.click(within(dialog).getByRole('button', { name: 'Emetti' }));
    expect(fetch).toHaveBeenCalledWith(
      `/api/invoices/${draft.id}/issue`,
      expect.objectContaining({ method: 'POST' }),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Impossibile emettere la fattura');
    expect(alert.textContent).toContain('manca Codice fiscale, Indirizzo');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Codice fiscale del cliente', 'Indirizzo del cliente']);

    // Closing forgets the refusal: the next attempt starts clean.
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await user.click(screen.getByRole('button', { name: 'Emetti' }));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
  });

  it('closes once the server has issued it', async () => {
    vi.stubGlobal('fetch', answer(200, { ...draft, status: 'emessa', number: '1/2026' }));
    const { user } = renderWithApp(<IssueButton invoice={draft} />);
    await user.click(screen.getByRole('button', { name: 'Emetti' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Emetti' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
