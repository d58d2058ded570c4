import { romeToday } from '../../shared/format';
import { type Accessory, passesLuhn } from '../../shared/tickets/ticket-intake';
import { addNote } from '../features/tickets/ticket-notes.service';
import type { AppDeps } from '../http/context';

/** A valid IMEI from 14 digits: the check digit that makes Luhn pass. */
function imeiFrom(body: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  }
  return body;
}

const ACCESSORY_SETS: Accessory[][] = [['caricabatterie', 'cavo'], ['custodia'], ['sim'], []];
const CONDITIONS = ['Schermo graffiato', 'Scocca ammaccata sul bordo', null];

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The intake details for the demo's i-th ticket: an IMEI, accessories, a condition, a
 * deposit under the price and a promised date (the second ticket's already past: "in ritardo").
 */
export function demoIntake(i: number, price: number | null) {
  return {
    imei: imeiFrom(`35693803564${String(100 + i)}`),
    accessories: ACCESSORY_SETS[i % ACCESSORY_SETS.length],
    intake_condition: CONDITIONS[i % CONDITIONS.length],
    deposit: price === null ? null : 20,
    expected_ready_date: shiftDays(romeToday(), i === 1 ? -2 : i + 2),
  };
}

/** A staff-only note on the first tickets, as the counter would leave one. */
export async function seedDemoNotes(
  deps: AppDeps,
  authorId: string | null,
  ticketIds: string[],
): Promise<void> {
  if (!authorId) return;
  for (const id of ticketIds.slice(0, 2)) {
    await addNote(deps, authorId, id, {
      body: 'Cliente avvisato per telefono: passa in settimana.',
    });
  }
}
