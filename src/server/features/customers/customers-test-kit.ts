import { expect } from 'vitest';
import type { CustomerDto } from '../../../shared/customers/customer-dto';
import { readJson } from '../../test/staff-test-kit';
import type { TestApp } from '../../test/test-app';

/** What the customers' API tests share: a create that expects 201, and a GET of JSON. */
export function customersKit(t: TestApp, cookie: () => string) {
  return {
    async create(body: Record<string, unknown>): Promise<CustomerDto> {
      const response = await t.request('POST', '/api/customers', { cookie: cookie(), body });
      expect(response.status, await response.clone().text()).toBe(201);
      return readJson<CustomerDto>(response);
    },
    async get<T>(path: string, status = 200): Promise<T> {
      const response = await t.request('GET', path, { cookie: cookie() });
      expect(response.status, await response.clone().text()).toBe(status);
      return readJson<T>(response);
    },
  };
}

/** A company with every fiscal field, valid. */
export const COMPANY = {
  kind: 'azienda',
  company_name: 'Officina Ðelta Srl',
  vat_number: 'IT 00743110157',
  tax_code: '00743110157',
  sdi_code: 'abc1234',
  pec: 'Delta@PEC.it',
  email: 'info@delta.it',
  phone: '+39 02 1234 5678',
  street: 'Via Roma 1',
  postal_code: '20121',
  city: 'Milano',
  province: 'mi',
} as const;
