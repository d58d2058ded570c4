import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupplierInvoiceDto } from '../../../../shared/inventory/supplier-invoices';
import { renderWithApp } from '../../../test/render';
import { StockLoading } from './stock-loading';
import { SupplierInvoiceView } from './supplier-invoice-view';

const INVOICE: SupplierInvoiceDto = {
  id: 'i1',
  supplier_id: 's1',
  supplier_name: 'Ricambi Nord Srl',
  supplier_vat_number: '00743110157',
  number: 'F-1',
  date: '2026-11-20',
  document_type: 'TD01',
  self_invoice: false,
  currency: 'EUR',
  total: 12.2,
  lines_total: 10,
  order_numbers: [],
  payments: [],
  file_name: 'f1.xml',
  source: 'upload',
  stock_loaded_at: null,
  paid_on: null,
  paid_method: null,
  attachments: [],
  lines: [
    {
      id: 'l1',
      line_number: 1,
      code: 'SCH-1',
      codes: [{ type: 'FORN', value: 'SCH-1' }],
      description: 'Schermo',
      quantity: '1.00',
      unit: null,
      unit_price: '10.00',
      vat_rate: '22.00',
      total: 10,
      kind: null,
      product_id: null,
      product_name: null,
      movement_id: null,
    },
  ],
};

describe('StockLoading', () => {
  it('offers Carica a magazzino for an invoice', () => {
    renderWithApp(<StockLoading invoice={INVOICE} />);
    expect(screen.getByRole('heading', { name: 'Carica a magazzino' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Carica a magazzino' })).toBeTruthy();
  });

  it('says in one sentence why a credit note or a self-invoice has nothing to load', () => {
    const credit = renderWithApp(<StockLoading invoice={{ ...INVOICE, document_type: 'TD04' }} />);
    expect(
      screen.getByText(
        'È una nota di credito: non porta merce a magazzino (la merce resa si registra in Resi ai fornitori).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    credit.unmount();
    renderWithApp(
      <StockLoading invoice={{ ...INVOICE, document_type: 'TD29', self_invoice: true }} />,
    );
    expect(
      screen.getByText(
        'È un documento del negozio (autofattura, integrazione o comunicazione): la merce si carica dalla fattura del fornitore.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Carica a magazzino' })).toBeNull();
  });
});

describe('SupplierInvoiceView', () => {
  it('names the TipoDocumento in words', () => {
    renderWithApp(
      <SupplierInvoiceView invoice={{ ...INVOICE, document_type: 'TD29', self_invoice: true }} />,
    );
    expect(
      screen.getByText('TD29 · Comunicazione per omessa o irregolare fatturazione (autofattura)'),
    ).toBeTruthy();
  });

  it('lists every code of a line with its type, and the codes of a line read before alone', () => {
    const line = INVOICE.lines[0] as SupplierInvoiceDto['lines'][number];
    const codes = [
      { type: 'FORN', value: 'DIST-1' },
      { type: 'EAN', value: '8001234567890' },
    ];
    renderWithApp(
      <SupplierInvoiceView
        invoice={{
          ...INVOICE,
          lines: [
            { ...line, codes },
            { ...line, id: 'l2', line_number: 2, codes: [{ type: null, value: 'VEC-9' }] },
          ],
        }}
      />,
    );
    expect(screen.getByRole('cell', { name: 'FORN DIST-1, EAN 8001234567890' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'VEC-9' })).toBeTruthy();
  });
});
