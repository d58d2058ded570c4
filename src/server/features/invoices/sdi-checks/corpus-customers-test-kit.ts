/**
 * The customers of the invoice corpus, as staff type them into the customers API: private
 * persons with a codice fiscale, companies with an SDI code, a PEC or neither, buyers in the EU
 * and outside it. Their P.IVA pass the checksum and none is the shop's.
 */
const address = { street: 'Via Garibaldi 10', postal_code: '00184', city: 'Roma', province: 'RM' };
export const PERSON = {
  kind: 'privato',
  first_name: 'Mario',
  last_name: 'Rossi',
  tax_code: 'RSSMRA85T10A562S',
  ...address,
};
export const PERSON_2 = {
  kind: 'privato',
  first_name: 'Vincenzo',
  last_name: 'Bianzoni',
  tax_code: 'BNZVCN32S10E573Z',
  ...address,
};
export const COMPANY_SDI = {
  kind: 'azienda',
  company_name: 'Bianchi Informatica S.p.A.',
  vat_number: '01234567897',
  sdi_code: 'ABC1234',
  street: 'Corso Italia 5',
  postal_code: '10121',
  city: 'Torino',
  province: 'TO',
};
export const COMPANY_PEC = {
  ...COMPANY_SDI,
  company_name: 'Verdi Telefonia S.r.l.',
  vat_number: '09876543217',
  sdi_code: null,
  pec: 'verdi@pec.example.it',
};
export const COMPANY_NO_CODE = { ...COMPANY_SDI, vat_number: '12345678903', sdi_code: null };
export const EU_COMPANY = {
  kind: 'azienda',
  company_name: 'Müller Reparaturen GmbH',
  vat_number: 'DE123456789',
  street: 'Hauptstraße 3',
  postal_code: '80331',
  city: 'München',
  country: 'DE',
};
export const EU_PERSON = {
  kind: 'privato',
  first_name: 'Amélie',
  last_name: 'Durand',
  street: '12 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
  country: 'FR',
};
export const NON_EU_PERSON = {
  kind: 'privato',
  first_name: 'John',
  last_name: 'Smith',
  street: '1 Main Street',
  postal_code: '10001',
  city: 'New York',
  country: 'US',
};
export const SWISS_PERSON = {
  ...NON_EU_PERSON,
  first_name: 'Heidi',
  city: 'Lugano',
  country: 'CH',
};
