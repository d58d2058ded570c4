import type { RtDocument, RtTender } from './rt-document';

/**
 * The golden scenarios: one request per case the shop meets at the counter. Each is kept as a
 * file under test-fixtures/ and compared byte for byte, so a change to the protocol is a visible
 * change to a reviewed file. Departments as the decision record configures them: 1 = 22 %,
 * 2 = 10 %, 3 = 5 %, 4 = 4 %, 5 = N2 (non soggette), 6 = N4 (esenti).
 */

const cash = (amountCents: number): RtTender => ({
  type: 'contanti',
  index: 0,
  description: 'CONTANTI',
  amountCents,
});
const card = (amountCents: number): RtTender => ({
  type: 'elettronico',
  index: 1,
  description: 'CARTA',
  amountCents,
});
const cover = {
  description: 'Pellicola vetro temperato',
  quantity: 1,
  unitPriceCents: 1500,
  department: 1,
};
const original = { serial: '99MEY012345', zNumber: 12, documentNumber: 34, date: '2026-12-03' };

export const GOLDEN_RECEIPTS = {
  cash: { kind: 'vendita', operator: 1, lines: [cover], tenders: [cash(1500)] },
  card: { kind: 'vendita', operator: 1, lines: [cover], tenders: [card(1500)] },
  'split-tenders': {
    kind: 'vendita',
    operator: 1,
    lines: [
      { description: 'Sostituzione display', quantity: 1, unitPriceCents: 19900, department: 1 },
    ],
    tenders: [card(5000), cash(14900)],
  },
  'each-rate': {
    kind: 'vendita',
    operator: 1,
    lines: [
      { description: 'Cover 22%', quantity: 2, unitPriceCents: 1000, department: 1 },
      { description: 'Articolo 10%', quantity: 1, unitPriceCents: 1100, department: 2 },
      { description: 'Articolo 5%', quantity: 1, unitPriceCents: 525, department: 3 },
      { description: 'Articolo 4%', quantity: 1, unitPriceCents: 416, department: 4 },
    ],
    tenders: [cash(4041)],
  },
  'each-natura': {
    kind: 'vendita',
    operator: 1,
    lines: [
      { description: 'Marca da bollo (N2)', quantity: 1, unitPriceCents: 200, department: 5 },
      { description: 'Servizio esente (N4)', quantity: 1, unitPriceCents: 1000, department: 6 },
    ],
    tenders: [cash(1200)],
  },
  discount: {
    kind: 'vendita',
    operator: 1,
    lines: [{ ...cover, discountCents: 300 }],
    tenders: [cash(1200)],
  },
  deposit: {
    kind: 'vendita',
    operator: 1,
    lines: [
      {
        description: 'Riparazione scheda madre',
        quantity: 1,
        unitPriceCents: 12000,
        department: 1,
      },
    ],
    deposit: { department: 1, amountCents: 5000 },
    tenders: [card(7000)],
  },
  'lottery-code': {
    kind: 'vendita',
    operator: 1,
    lines: [cover],
    lotteryCode: 'ABCD1234',
    tenders: [card(1500)],
  },
  'escaped-text': {
    kind: 'vendita',
    operator: 1,
    lines: [
      {
        description: 'Cavo USB-C "2m" & adattatore <HDMI> con nome lunghissimo',
        quantity: 1,
        unitPriceCents: 990,
        department: 1,
      },
    ],
    tenders: [cash(990)],
  },
  return: { kind: 'reso', operator: 1, original, lines: [cover], tenders: [cash(1500)] },
  void: { kind: 'annullo', operator: 1, original },
} satisfies Record<string, RtDocument>;
