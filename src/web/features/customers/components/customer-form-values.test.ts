import { describe, expect, it } from 'vitest';
import type { CustomerDto } from '../../../../shared/customers/customer-dto';
import { customerBody, customerFormValues } from './customer-form-values';

const STORED: CustomerDto = {
  id: 'c1',
  kind: 'azienda',
  first_name: 'Anna',
  last_name: 'Neri',
  company_name: 'Officina Neri S.r.l.',
  display_name: 'Officina Neri S.r.l.',
  tax_code: null,
  vat_number: '00743110157',
  email: 'info@officina.it',
  pec: null,
  sdi_code: 'M5UXCR1',
  intent_protocol: null,
  intent_date: null,
  phone: '+393471234567',
  phone_display: '+39 347 123 4567',
  phone2: null,
  phone2_display: null,
  street: 'Via Roma 1',
  postal_code: '20100',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  notes: null,
  privacy_ack_at: null,
  marketing_consent: false,
  marketing_consent_at: null,
  to_review: true,
  anonymised_at: null,
  last_activity_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  version: 3,
  counts: { tickets: 0, quotes: 0, pc_builds: 0, invoices: 0, payments: 0 },
  balance_due: 0,
  warnings: [],
};

describe('the customer form values', () => {
  it('start from the stored customer, phones in their readable form, empty fields as ""', () => {
    const values = customerFormValues(STORED);
    expect(values).toMatchObject({
      kind: 'azienda',
      company_name: 'Officina Neri S.r.l.',
      phone: '+39 347 123 4567',
      phone2: '',
      pec: '',
      country: 'IT',
      to_review: true,
    });
    expect(customerFormValues()).toMatchObject({ kind: 'privato', country: 'IT', email: '' });
  });

  it('send empty boxes as null and text trimmed', () => {
    const body = customerBody({ ...customerFormValues(STORED), notes: '  ', city: ' Milano ' });
    expect(body.notes).toBeNull();
    expect(body.city).toBe('Milano');
    expect(body.pec).toBeNull();
    expect(body.vat_number).toBe('00743110157');
    expect(body.company_name).toBe('Officina Neri S.r.l.');
  });

  it('drop a company name typed before switching to a private person', () => {
    const body = customerBody({ ...customerFormValues(STORED), kind: 'privato' });
    expect(body).toMatchObject({ kind: 'privato', company_name: null, last_name: 'Neri' });
  });
});
