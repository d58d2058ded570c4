import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { customCommand, customReceipt, customReport, parseCustomAnswer } from './custom-xml';
import { GOLDEN_RECEIPTS } from './golden-scenarios';

const golden = (name: string) =>
  readFileSync(new URL(`./test-fixtures/custom-${name}.xml`, import.meta.url), 'utf8');

describe('Custom XML requests match the golden files byte for byte', () => {
  for (const [name, doc] of Object.entries(GOLDEN_RECEIPTS)) {
    it(name, () => expect(customReceipt(doc)).toBe(golden(name)));
  }
  it('x-report', () => expect(customReport('x', 1)).toBe(golden('x-report')));
  it('z-report', () => expect(customReport('z', 1)).toBe(golden('z-report')));
  it('drawer', () => expect(customCommand('openDrawer')).toBe(golden('drawer')));
});

describe('Custom XML answers', () => {
  it('reads the document numbers under the names print-once reads', () => {
    const answer = parseCustomAnswer(
      '<?xml version="1.0" encoding="utf-8"?>\n<response success="true" status="0"><addInfo><elementList>lastCommand,dateTime,nClose,fiscalDoc</elementList><lastCommand>74</lastCommand><dateTime>2026-12-04T18:06:21</dateTime><nClose>0972</nClose><fiscalDoc>0003</fiscalDoc></addInfo></response>',
    );
    expect(answer).toMatchObject({
      success: true,
      code: '',
      info: { zRepNumber: '972', fiscalReceiptNumber: '3', fiscalReceiptDate: '2026-12-04' },
    });
  });

  it('reads getInfo and a refusal, whose status is the code', () => {
    expect(
      parseCustomAnswer(
        '<infoResp success="true" status="0"><addInfo><nClose>0012</nClose><fiscalDoc>0034</fiscalDoc></addInfo></infoResp>',
      ).info,
    ).toMatchObject({ zRepNumber: '12', fiscalReceiptNumber: '34' });
    expect(parseCustomAnswer('<response success="false" status="PAPER_END"/>')).toMatchObject({
      success: false,
      code: 'PAPER_END',
    });
  });

  it('refuses what is not an answer', () => {
    expect(() => parseCustomAnswer('<html>404</html>')).toThrow('non riconosciuta');
  });
});
