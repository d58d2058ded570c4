import type { TransmissionDto } from '../../../../shared/sdi/sdi-transmission';

/** The SDI components' tests: an invoice and its scarto (a customer, a line, an unknown code). */
export const ID = '7f0c1c1e-7d4e-4a3a-9d7e-0a1b2c3d4e5f';
export const SCARTO: TransmissionDto['notifications'][number] = {
  id: 'n1',
  type: 'NS',
  received_at: '2026-12-04T10:01:00.000Z',
  errors: [
    { code: '00305', description: 'IdFiscaleIVA del cessionario non valido' },
    { code: '00400', description: 'Natura assente con aliquota zero' },
    { code: '00200', description: 'File non conforme al formato' },
  ],
  file_name: 'IT00743110157_00001_NS_001.xml',
};
