import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { InvoicesList } from './invoices-list';

afterEach(() => vi.unstubAllGlobals());

const item = (id: string, kind: 'TD01' | 'TD04', total: number) => ({
  id,
  kind,
  status: 'emessa',
  transmission: null,
  number: `${id}/2026`,
  issue_date: '2026-11-20',
  customer_id: null,
  customer_name: 'Rossi Mario',
  customer_tax_code: null,
  customer_vat_number: null,
  taxable: total,
  vat_amount: 0,
  total,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('InvoicesList', () => {
  it('shows credit notes as negative, as registro.csv does', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              items: [item('2', 'TD04', 48.8), item('1', 'TD01', 122)],
              next_cursor: null,
            }),
          ),
      ),
    );
    renderWithApp(<InvoicesList />, { url: '/invoices' });
    const note = (await screen.findByRole('link', { name: '2/2026' })).closest('tr');
    expect(note?.textContent).toContain('-48,80\u00a0€');
    const invoice = screen.getByRole('link', { name: '1/2026' }).closest('tr');
    expect(invoice?.textContent).toContain('122,00\u00a0€');
    expect(invoice?.textContent).not.toContain('-');
  });

  it("shows each issued invoice's state at the SDI, asked for the page's invoices at once", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const body = url.startsWith('/api/sdi/statuses')
          ? { '1': 'scartata', '2': 'consegnata' }
          : { items: [item('2', 'TD04', 48.8), item('1', 'TD01', 122)], next_cursor: null };
        return new Response(JSON.stringify(body));
      }),
    );
    renderWithApp(<InvoicesList />, { url: '/invoices' });
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr');
    // In the table: the filter's select names the same states.
    await within(await screen.findByRole('table')).findByText('Scartata');
    expect(row('1/2026')?.textContent).toContain('Scartata');
    expect(row('2/2026')?.textContent).toContain('Consegnata');
    expect(urls.filter((u) => u.startsWith('/api/sdi/statuses'))).toEqual([
      '/api/sdi/statuses?ids=2%2C1',
    ]);
  });
});
