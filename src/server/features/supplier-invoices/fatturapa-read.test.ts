import { describe, expect, it } from 'vitest';
import { supplierInvoiceXml } from '../../test/fatturapa-kit';
import { readFatturaPA } from './fatturapa-read';

/** The document total: stated by the file, or read off its summaries when the file leaves it out. */
const xml = supplierInvoiceXml({
  number: 'T-1',
  lines: [{ description: 'Cavo', quantity: '2.00', unitPrice: '5.00', total: '10.00' }],
});
const totalOf = (file: string) => readFatturaPA(file)[0]?.totalCents;

describe('the total of a supplier invoice', () => {
  it('is ImportoTotaleDocumento when the file states it', () => {
    const stated = xml.replace(
      '</Numero>',
      '</Numero><ImportoTotaleDocumento>12.19</ImportoTotaleDocumento>',
    );
    expect(totalOf(stated)).toBe(1219);
  });

  it('is taxable + VAT of every summary, plus the document rounding, when it is left out', () => {
    // 10.00 + 2.20 at 22 %, and a second rate: 5.00 + 0.50 at 10 %.
    const twoRates = xml.replace(
      '</DatiRiepilogo>',
      '</DatiRiepilogo><DatiRiepilogo><AliquotaIVA>10.00</AliquotaIVA><ImponibileImporto>5.00</ImponibileImporto><Imposta>0.50</Imposta></DatiRiepilogo>',
    );
    expect(totalOf(xml)).toBe(1220);
    expect(totalOf(twoRates)).toBe(1770);
    const rounded = twoRates.replace(
      '</Numero>',
      '</Numero><Arrotondamento>-0.70</Arrotondamento>',
    );
    expect(totalOf(rounded)).toBe(1700);
  });
});

describe('the codes of a line', () => {
  it('are every CodiceArticolo with its CodiceTipo, in the order of the file', () => {
    const file = supplierInvoiceXml({
      number: 'T-2',
      lines: [
        {
          code: 'DIST-1',
          moreCodes: [
            { type: 'EAN', value: '8001234567890' },
            { type: 'PROD', value: 'MK-1' },
          ],
          description: 'Batteria',
          quantity: '1.00',
          unitPrice: '5.00',
          total: '5.00',
        },
        { description: 'Trasporto', quantity: '1.00', unitPrice: '2.00', total: '2.00' },
      ],
    });
    expect(readFatturaPA(file)[0]?.lines.map((l) => l.codes)).toEqual([
      [
        { type: 'FORN', value: 'DIST-1' },
        { type: 'EAN', value: '8001234567890' },
        { type: 'PROD', value: 'MK-1' },
      ],
      [],
    ]);
  });
});

describe('a file that is not well-formed XML', () => {
  const reason = (file: string) => {
    try {
      readFatturaPA(file);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the file was read');
  };

  it('is refused in Italian, with the line and what the reader names there', () => {
    expect(reason('<?xml version="1.0"?>\n<a>\n<b></a>')).toBe(
      'XML non valido alla riga 3: un elemento non è aperto o chiuso correttamente («b»)',
    );
    expect(reason('<?xml version="1.0"?><xml>')).toBe(
      'XML non valido alla riga 1: un elemento non è aperto o chiuso correttamente («xml»)',
    );
    expect(reason('<a>&</a>')).toBe(
      'XML non valido alla riga 1: carattere non ammesso in questo punto («&»)',
    );
    expect(reason('<a x=1></a>')).toBe(
      'XML non valido alla riga 1: un attributo non è scritto correttamente («x»)',
    );
  });

  it("says what is wrong without the reader's English when it names nothing", () => {
    expect(reason('<a></a><b></b>')).toBe(
      'XML non valido alla riga 1: il documento non è un XML ben formato',
    );
    expect(reason('<a><b><c>')).toBe(
      'XML non valido alla riga 1: il documento non è un XML ben formato',
    );
  });
});
