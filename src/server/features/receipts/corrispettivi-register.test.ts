import { expect, it } from 'vitest';
import type { RtDocument } from '../fiscal-devices/rt-document';
import { buildRegister, type RegisterColumn } from './corrispettivi-register';

/** Departments as the default device names them: 1 → 22 %, 4 → 4 %, 5 → natura N2. */
const vatOf = (department: number) => ({ 1: '22', 4: '4', 5: 'N2' })[department] ?? '?';
const ORIGINAL = { serial: '99MEY000001', zNumber: 1, documentNumber: 1, date: '2026-12-01' };

function entry(day: string, column: RegisterColumn, department: number, cents: number) {
  const line = { description: 'Pellicola', quantity: 1, unitPriceCents: cents, department };
  const tender = {
    type: 'contanti' as const,
    index: 0,
    description: 'Contanti',
    amountCents: cents,
  };
  const document: RtDocument =
    column === 'resi'
      ? { kind: 'reso', operator: 1, original: ORIGINAL, lines: [line], tenders: [tender] }
      : { kind: 'vendita', operator: 1, lines: [line], tenders: [tender] };
  return { day, column, document, vatOf };
}

it('splits each day and rate into imponibile and imposta, a return mirroring its sale', () => {
  // 0,13 € at 4 % is 0,125 € net: the half cent rounds away from zero both ways.
  const { by_vat } = buildRegister([
    entry('2026-12-01', 'vendite', 4, 13),
    entry('2026-12-01', 'vendite', 1, 12_200),
    entry('2026-12-01', 'vendite', 5, 500),
    entry('2026-12-02', 'resi', 4, 13),
  ]);
  expect(
    by_vat.map((r) => [r.day, r.vat, r.netto_cents, r.imponibile_cents, r.imposta_cents]),
  ).toEqual([
    ['2026-12-01', '22', 12_200, 10_000, 2_200],
    ['2026-12-01', '4', 13, 13, 0],
    ['2026-12-01', 'N2', 500, 500, 0],
    ['2026-12-02', '4', -13, -13, 0],
  ]);
});
