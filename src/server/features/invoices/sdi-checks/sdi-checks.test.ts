import { describe, expect, it } from 'vitest';
import { placeSdiErrors } from '../../../../shared/sdi/sdi-error-fields';
import { sampleFile, validateFattura } from '../invoices-test-kit';
import { GOOD, NEAR_MISSES, PLANTED } from './planted-fatture-test-kit';
import { checkFattura } from './sdi-checks';

/**
 * Each control of the checker against a file planted with the one mistake it names (the checker
 * must report its code) and against the near miss it must let through; a good file, valid
 * against the schema, and the official samples pass every control.
 */
const codes = (xml: string) => checkFattura(xml).map((f) => f.code);

describe('SDI semantic checks', () => {
  it('pass a good file, valid against the schema, and the official FPR01 sample', async () => {
    expect(await validateFattura(GOOD)).toEqual({ valid: true, errors: [] });
    expect(checkFattura(GOOD)).toEqual([]);
    expect(checkFattura(sampleFile('IT01234567890_FPR01.xml'))).toEqual([]);
  });

  it("find the official FPR03 sample's own slip: its first body's lines make 25,00 €, its summary 27,00 €", () => {
    expect(checkFattura(sampleFile('IT01234567890_FPR03.xml'))).toEqual([
      {
        code: '00422',
        message:
          'Riepilogo 22%: ImponibileImporto non pari alla somma dei PrezzoTotale (tolleranza 1 €)',
      },
    ]);
  });

  it.each(PLANTED)('report %s for %s, with an Italian message', (code, _what, xml) => {
    const found = checkFattura(xml());
    expect(found.map((f) => f.code)).toContain(code);
    expect(found.find((f) => f.code === code)?.message).toMatch(/^[A-Z]/);
  });

  it('report only codes the invoice page can place beside their field, should the SDI report them too', () => {
    const reported = [...new Set(PLANTED.flatMap(([, , xml]) => codes(xml())))];
    expect(reported.length).toBeGreaterThanOrEqual(PLANTED.length / 2);
    const { unplaced } = placeSdiErrors(reported.map((code) => ({ code, description: '' })));
    expect(unplaced.map((e) => e.code)).toEqual([]);
  });

  it.each(NEAR_MISSES)('do not report %s for %s', (code, _what, xml) => {
    expect(codes(xml())).not.toContain(code);
  });

  it('say where: the line, the rate, the figures expected', () => {
    expect(checkFattura(PLANTED.find(([c]) => c === '00423')?.[2]() ?? '')).toEqual([
      {
        code: '00423',
        message:
          'Riga 1: PrezzoTotale 27.01 non pari a PrezzoUnitario × Quantita al netto di sconti e maggiorazioni (tolleranza 0,01 €)',
      },
    ]);
    expect(checkFattura(PLANTED.find(([c]) => c === '00421')?.[2]() ?? '')).toEqual([
      {
        code: '00421',
        message:
          'Riepilogo 22.00%: Imposta 5.96 non pari a ImponibileImporto × AliquotaIVA (attesa 5.94, tolleranza 0,01 €)',
      },
    ]);
  });
});
