import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { DocumentInvoices } from './document-invoices';

const TICKET = '0b6f4a56-8a6e-4d0b-9a55-3f1c2b7d9e10';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

function render() {
  return renderWithApp(
    <Routes>
      <Route path="/tickets/:id" element={<DocumentInvoices source="ticket" id={TICKET} />} />
      <Route path="/invoices/:id" element={<h1>Pagina della fattura</h1>} />
    </Routes>,
    { url: `/tickets/${TICKET}` },
  );
}

describe('DocumentInvoices', () => {
  it('links the invoices made from the document, and offers no second one', async () => {
    const fetch = vi.fn(async (_url: string) =>
      json({
        items: [
          { id: 'f1', number: '7/2026' },
          { id: 'f2', number: null },
        ],
        next_cursor: null,
      }),
    );
    vi.stubGlobal('fetch', fetch);
    render();
    expect(await screen.findByRole('link', { name: 'Fattura 7/2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bozza di fattura' }).getAttribute('href')).toBe(
      '/invoices/f2',
    );
    expect(screen.queryByRole('button', { name: 'Crea fattura' })).toBeNull();
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/invoices?ticket_id=${TICKET}&limit=5`);
  });

  it('drafts one from the document and opens it, or says why not', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return json({ items: [], next_cursor: null });
      return fetch.mock.calls.filter(([, i]) => i?.method === 'POST').length === 1
        ? json(
            {
              error: {
                code: 'conflict',
                message: 'Il ticket non ha un prezzo: indicalo prima di fatturare',
              },
            },
            409,
          )
        : json({ id: 'nuova' }, 201);
    });
    vi.stubGlobal('fetch', fetch);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Crea fattura' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il ticket non ha un prezzo: indicalo prima di fatturare',
    );
    await user.click(screen.getByRole('button', { name: 'Crea fattura' }));
    expect(await screen.findByRole('heading', { name: 'Pagina della fattura' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      `/api/invoices/from-ticket/${TICKET}`,
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
