import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  citation,
  epsonDrawer,
  epsonReceipt,
  epsonReport,
  euros,
  parseEpsonAnswer,
} from './epson-fpmate';
import { GOLDEN_RECEIPTS } from './golden-scenarios';

const golden = (name: string) =>
  readFileSync(new URL(`./test-fixtures/epson-${name}.xml`, import.meta.url), 'utf8');

describe('Epson FPMate requests match the golden files byte for byte', () => {
  for (const [name, doc] of Object.entries(GOLDEN_RECEIPTS)) {
    it(name, () => expect(epsonReceipt(doc)).toBe(golden(name)));
  }
  it('x-report', () => expect(epsonReport('x', 1)).toBe(golden('x-report')));
  it('z-report', () => expect(epsonReport('z', 1)).toBe(golden('z-report')));
  it('drawer', () => expect(epsonDrawer(1)).toBe(golden('drawer')));
});

describe('Epson FPMate details', () => {
  it('writes cents with a decimal comma, negatives included', () => {
    expect([euros(0), euros(5), euros(1999), euros(-250)]).toEqual([
      '0,00',
      '0,05',
      '19,99',
      '-2,50',
    ]);
  });

  it('cites the original as Z number, document number, DDMMYYYY and serial', () => {
    expect(
      citation('RESO', {
        serial: '99MEY012345',
        zNumber: 7,
        documentNumber: 123,
        date: '2026-01-09',
      }),
    ).toBe('RESO 0007 0123 09012026 99MEY012345');
  });

  it('reads the answer and its addInfo', () => {
    const answer = parseEpsonAnswer(
      '<response success="true" code="" status="2"><addInfo><elementList>lastCommand,fiscalReceiptNumber,zRepNumber</elementList><lastCommand>74</lastCommand><fiscalReceiptNumber>35</fiscalReceiptNumber><zRepNumber>13</zRepNumber></addInfo></response>',
    );
    expect(answer).toEqual({
      success: true,
      code: '',
      status: '2',
      info: { lastCommand: '74', fiscalReceiptNumber: '35', zRepNumber: '13' },
    });
    expect(
      parseEpsonAnswer('<response success="false" code="EPTR_REC_EMPTY" status="0"/>'),
    ).toMatchObject({
      success: false,
      code: 'EPTR_REC_EMPTY',
    });
  });

  it('refuses what is not an answer', () => {
    expect(() => parseEpsonAnswer('<html>404</html>')).toThrow('non riconosciuta');
  });
});
