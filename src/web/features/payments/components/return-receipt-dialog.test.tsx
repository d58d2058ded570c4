import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptDetailDto } from '../../../../shared/receipts/receipts';
import { renderWithApp } from '../../../test/render';
import { ReturnReceiptDialog } from './return-receipt-dialog';

afterEach(() => vi.unstubAllGlobals());

const SOLD: ReceiptDetailDto = {
  id: 'r1',
  kind: 'vendita',
  status: 'emesso',
  reason: null,
  total_cents: 4150,
  ticket_id: null,
  sale_id: 's1',
  related_receipt_id: null,
  original: null,
  rt_serial: '99MEY054321',
  z_number: 3,
  document_number: 12,
  rt_date: '2026-12-07',
  attempts: 1,
  created_at: '2026-12-07T09:30:00.000Z',
  lines: [
    { description: 'Cover', quantity: 3, amount_cents: 3000 },
    { description: 'Cavo', quantity: 1, amount_cents: 1150 },
  ],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The dialog over a server that answers the document and, for the reso, 201. */
function open() {
  const posted = vi.fn(async (_url: string, _init?: RequestInit) => json(201, { id: 'r2' }));
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    init?.method === 'POST' ? posted(url, init) : json(200, SOLD),
  );
  const onClose = vi.fn();
  return {
    ...renderWithApp(<ReturnReceiptDialog receipt={SOLD} onClose={onClose} />),
    posted,
    onClose,
  };
}

const bodyOf = (posted: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((posted.mock.calls[0] as [string, RequestInit])[1].body));

describe('ReturnReceiptDialog', () => {
  it('gives back everything by default: no lines sent, the whole total refunded', async () => {
    const { user, posted, onClose } = open();
    expect(await screen.findByText('Da rimborsare: 41,50 €')).toBeTruthy();
    expect(screen.getByText(/cita il documento n\. 0003-0012 del 07\/12\/2026/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registra il reso' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted.mock.calls[0]?.[0]).toBe('/api/receipts/r1/return');
    expect(bodyOf(posted)).toEqual({});
  });

  it('sends the lines and quantities chosen, priced per piece as the server does', async () => {
    const { user, posted } = open();
    await user.selectOptions(
      await screen.findByLabelText('Cover: quantità da rendere (su 3)'),
      '1',
    );
    await user.selectOptions(screen.getByLabelText('Cavo: quantità da rendere (su 1)'), '0');
    expect(screen.getByText('Da rimborsare: 10,00 €')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registra il reso' }));
    await waitFor(() => expect(posted).toHaveBeenCalled());
    expect(bodyOf(posted)).toEqual({ lines: [{ index: 0, quantity: 1 }] });
  });

  it('refuses to send nothing', async () => {
    const { user, posted } = open();
    await user.selectOptions(
      await screen.findByLabelText('Cover: quantità da rendere (su 3)'),
      '0',
    );
    await user.selectOptions(screen.getByLabelText('Cavo: quantità da rendere (su 1)'), '0');
    await user.click(screen.getByRole('button', { name: 'Registra il reso' }));
    expect(screen.getByRole('alert').textContent).toContain('Indica almeno una riga da rendere');
    expect(posted).not.toHaveBeenCalled();
  });
});
