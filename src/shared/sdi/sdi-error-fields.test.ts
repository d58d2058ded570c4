import { describe, expect, it } from 'vitest';
import { errorsByInput, placeSdiErrors } from './sdi-error-fields';

describe('placeSdiErrors', () => {
  it('puts each known code under its section, in page order, with the field to fix', () => {
    const { placed, unplaced } = placeSdiErrors([
      { code: '00421', description: 'Imposta errata' },
      { code: '00305', description: 'IdFiscaleIVA del cessionario non valido' },
      { code: '00427', description: 'CodiceDestinatario di 6 caratteri' },
    ]);
    expect(placed).toEqual([
      {
        section: 'cliente',
        label: 'Cessionario / committente',
        errors: [
          {
            code: '00305',
            description: 'IdFiscaleIVA del cessionario non valido',
            field: 'Partita IVA',
          },
          {
            code: '00427',
            description: 'CodiceDestinatario di 6 caratteri',
            field: 'Codice destinatario',
          },
        ],
      },
      {
        section: 'riepilogo',
        label: 'Riepilogo IVA',
        errors: [{ code: '00421', description: 'Imposta errata', field: 'Imposta' }],
      },
    ]);
    expect(unplaced).toEqual([]);
  });

  it('keeps the codes it does not know as the SDI wrote them', () => {
    const unknown = { code: '00200', description: 'File non conforme al formato' };
    expect(placeSdiErrors([unknown, { code: ' 00425 ', description: 'Numero' }])).toEqual({
      placed: [
        {
          section: 'documento',
          label: 'Dati del documento',
          errors: [{ code: ' 00425 ', description: 'Numero', field: 'Numero' }],
        },
      ],
      unplaced: [unknown],
    });
  });
});

describe('errorsByInput', () => {
  it('puts the customer codes beside the editor inputs, code first, and keeps the rest', () => {
    const other = { code: '00421', description: 'Imposta errata' };
    expect(
      errorsByInput([
        { code: '00427', description: 'CodiceDestinatario di 6 caratteri' },
        { code: '00305', description: 'IdFiscaleIVA non valido' },
        { code: '00471', description: 'Uguale al cedente' },
        other,
      ]),
    ).toEqual({
      byInput: {
        customer_sdi_code: '00427: CodiceDestinatario di 6 caratteri',
        customer_vat_number: '00305: IdFiscaleIVA non valido · 00471: Uguale al cedente',
      },
      notReopened: [
        {
          section: 'riepilogo',
          label: 'Riepilogo IVA',
          errors: [{ ...other, field: 'Imposta' }],
        },
      ],
      others: [],
    });
  });

  it('keeps apart the lines, VAT summary and withholding codes, which the resend does not reopen', () => {
    const unknown = { code: '00200', description: 'File non conforme' };
    const number = { code: '00425', description: 'Numero non valido' };
    const { notReopened, others } = errorsByInput([
      { code: '00411', description: 'Ritenuta senza dati' },
      { code: '00400', description: 'Natura mancante' },
      number,
      unknown,
    ]);
    expect(notReopened.map((s) => [s.label, s.errors.map((e) => `${e.field} ${e.code}`)])).toEqual([
      ['Righe', ['Natura 00400']],
      ['Ritenuta e cassa previdenziale', ['Ritenuta 00411']],
    ]);
    expect(others).toEqual([number, unknown]);
  });
});
