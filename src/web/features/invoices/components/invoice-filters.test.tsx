import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { renderWithApp } from '../../../test/render';
import { INVOICE_FILTERS, invoiceListParams } from '../api/invoices-api';
import { InvoiceFilterControls } from './invoice-filters';

function Filters() {
  const [filters, change] = useUrlFilters(INVOICE_FILTERS);
  const { search } = useLocation();
  return (
    <>
      <InvoiceFilterControls filters={filters} onChange={change} />
      <output aria-label="URL">{search}</output>
      <output aria-label="API">{invoiceListParams(filters).toString()}</output>
    </>
  );
}

const year = String(new Date().getFullYear());
const output = (name: string) => screen.getByRole('status', { name }).textContent;

describe('invoice list filters', () => {
  it('keep year, month, status and kind in the URL; a month brings its year along', async () => {
    const { user } = renderWithApp(<Filters />, { url: '/invoices?status=emessa&kind=TD99' });
    // An unknown kind from a hand-edited URL falls back to all kinds.
    expect((screen.getByRole('combobox', { name: 'Tipo' }) as HTMLSelectElement).value).toBe('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mese' }), '03');
    expect(output('URL')).toBe(`?year=${year}&month=03&status=emessa`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'TD04');
    expect(output('API')).toBe(`year=${year}&month=03&status=emessa&kind=TD04`);
    // No year, no month: the server refuses a month on its own.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anno' }), '');
    expect(output('URL')).toBe('?status=emessa&kind=TD04');
  });

  it('filter by the SDI state, kept in the URL and asked of the server', async () => {
    const { user } = renderWithApp(<Filters />, { url: '/invoices?sdi=persa' });
    const sdi = screen.getByRole('combobox', { name: 'Stato SDI' }) as HTMLSelectElement;
    // An unknown state from a hand-edited URL falls back to all.
    expect(sdi.value).toBe('');
    await user.selectOptions(sdi, 'Scartata');
    expect(output('URL')).toBe('?sdi=scartata');
    expect(output('API')).toBe('sdi=scartata');
    expect([...sdi.options].map((o) => o.text)).toEqual([
      'Tutti gli stati SDI',
      'Da inviare',
      'Inviata',
      'Consegnata',
      'Mancata consegna',
      'Scartata',
      'Decorrenza termini',
    ]);
  });

  it('never asks the server for a month without its year', () => {
    const filters = INVOICE_FILTERS.parse(new URLSearchParams('month=05&q=rossi'));
    expect(invoiceListParams(filters).toString()).toBe('q=rossi');
  });
});
