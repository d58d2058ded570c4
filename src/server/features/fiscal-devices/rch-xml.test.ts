import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_RECEIPTS } from './golden-scenarios';
import { parseRchAnswer, rchCommand, rchReceipt, rchReport } from './rch-xml';

const golden = (name: string) =>
  readFileSync(new URL(`./test-fixtures/rch-${name}.xml`, import.meta.url), 'utf8');

describe('RCH requests match the golden files byte for byte', () => {
  for (const [name, doc] of Object.entries(GOLDEN_RECEIPTS)) {
    it(name, () => expect(rchReceipt(doc)).toBe(golden(name)));
  }
  it('x-report', () => expect(rchReport('x')).toBe(golden('x-report')));
  it('z-report', () => expect(rchReport('z')).toBe(golden('z-report')));
  it('drawer', () => expect(rchCommand('drawer')).toBe(golden('drawer')));
  it('status and serial', () => {
    expect(rchCommand('state')).toContain('<cmd>&lt;&lt;/?s</cmd>');
    expect(rchCommand('serial')).toContain('<cmd>&lt;&lt;/?m</cmd>');
  });
});

const answer = (request: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Service>\n<Request>${request}</Request>${extra}\n</Service>`;
const ok =
  '<errorCode>0</errorCode><printerError>0</printerError><paperEnd>0</paperEnd><coverOpen>0</coverOpen><lastCmd>5</lastCmd><busy>0</busy>';

describe('RCH answers', () => {
  it('reads the state: the day carries the Z after the last closed one, and the last document', () => {
    const state = parseRchAnswer(
      answer(
        ok,
        '<ECRStatus><mode>REG</mode><idleState>0</idleState><lastZ>1168</lastZ><lastDocF>9</lastDocF></ECRStatus>',
      ),
    );
    expect(state).toMatchObject({
      success: true,
      code: '',
      status: '5',
      info: { zRepNumber: '1169', fiscalReceiptNumber: '9', mode: 'REG' },
    });
  });

  it('reads the serial from the m enquiry', () => {
    const serial = parseRchAnswer(
      answer(ok, '<Enq><name>m</name><value>72IV6003831</value></Enq>'),
    );
    expect(serial.info.serialNumber).toBe('72IV6003831');
  });

  it.each([
    ['paperEnd', 'PAPER_END'],
    ['coverOpen', 'COVER_OPEN'],
    ['busy', 'RCH_BUSY'],
    ['printerError', 'RCH_PRINTER_ERROR'],
  ])('a %s flag is a refusal with its code', (flag, code) => {
    const refused = parseRchAnswer(
      answer(ok.replace(`<${flag}>0</${flag}>`, `<${flag}>1</${flag}>`)),
    );
    expect(refused).toMatchObject({ success: false, code });
  });

  it('an error code is a refusal with that code (errCode as some firmware names it too)', () => {
    expect(parseRchAnswer(answer(ok.replace('<errorCode>0', '<errorCode>45')))).toMatchObject({
      success: false,
      code: '45',
    });
    expect(parseRchAnswer(answer('<errCode>0</errCode><busy>0</busy>'))).toMatchObject({
      success: true,
    });
  });

  it('turns the daily totals into the payment numbers the reports read (contanti 0, carta 2)', () => {
    const report = parseRchAnswer(
      answer(ok, '<dailyAmountCents>1:14900;4:5000</dailyAmountCents>'),
    );
    expect(report.info.dailyAmountCents).toBe('0:14900;2:5000');
  });

  it('refuses what is not an answer', () => {
    expect(() => parseRchAnswer('<html>404</html>')).toThrow('non riconosciuta');
    expect(() => parseRchAnswer('<Service><Request></Request></Service>')).toThrow(
      'non riconosciuta',
    );
  });
});
