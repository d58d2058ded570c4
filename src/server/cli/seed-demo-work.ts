import { addDays, daysOf } from '../../shared/calendar';
import { romeToday } from '../../shared/format';
import type { TaskCreateInput } from '../../shared/tasks/tasks';
import { createTask } from '../features/tasks/tasks.service';
import { createUser } from '../features/users/users.service';
import { createWorkLog } from '../features/work-logs/work-logs.service';
import { createWorkType } from '../features/work-types/work-types.service';
import type { AppDeps } from '../http/context';
import type { DemoTicket } from './seed-demo-quotes';

/** What a repair lab logs, with its price per unit (euros). */
const WORK_TYPES: [string, number][] = [
  ['Diagnosi', 25],
  ['Sostituzione schermo', 45],
  ['Sostituzione batteria', 30],
  ['Recupero dati', 80],
  ['Pulizia e manutenzione', 20],
  ['Installazione software', 35],
];

const TECHNICIANS = [
  ['marco.tecnico@example.it', 'Marco Tecnico'],
  ['laura.tecnico@example.it', 'Laura Tecnico'],
] as const;

/** The demo technicians (created with a random password: an admin sets it from Utenti). */
async function technicians(deps: AppDeps): Promise<string[]> {
  const ids: string[] = [];
  for (const [email, name] of TECHNICIANS) {
    const existing = await deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    const password = `Demo-${crypto.randomUUID()}`;
    ids.push(
      existing?.id ?? (await createUser(deps, { email, name, role: 'employee', password })).id,
    );
  }
  return ids;
}

const TASKS: [string, TaskCreateInput['status'], TaskCreateInput['priority'], number | null][] = [
  ['Ordinare display iPhone 13', 'In lavorazione', 'Urgente', 1],
  ['Chiamare il cliente per il preventivo', 'Assegnato', 'Media', 0],
  ['Backup settimanale del server', 'Assegnato', 'Normale', 5],
  ['Inventario dei ricambi', 'Ritardo', 'Media', -2],
  ['Aggiornare il listino prezzi', 'Assegnato', 'Normale', 10],
  ['Pulire il banco di lavoro', 'Terminato', 'Normale', -5],
  ['Verificare la garanzia del MacBook', 'In lavorazione', 'Urgente', 2],
  ['Restituire il Joy-Con riparato', 'Terminato', 'Media', null],
  ['Contattare il fornitore per le batterie', 'Ritardo', 'Urgente', -1],
  ['Preparare il preventivo SSD', 'Assegnato', 'Media', 3],
  ['Testare la Switch dopo la riparazione', 'In lavorazione', 'Normale', 4],
  ['Smaltire le batterie esauste', 'Assegnato', 'Normale', null],
];

/**
 * Work types, this month's entries for two technicians (a few each working day up to today) and
 * a dozen tasks on the board, some linked to the demo tickets. Returns the counts.
 */
export async function seedDemoWork(deps: AppDeps, adminId: string | null, tickets: DemoTicket[]) {
  const types = [];
  for (const [name, price] of WORK_TYPES) types.push(await createWorkType(deps, { name, price }));
  const people = await technicians(deps);
  const today = romeToday(deps.clock());
  let logs = 0;
  for (const [p, userId] of people.entries()) {
    for (const [d, date] of daysOf(today.slice(0, 7)).entries()) {
      const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
      if (date > today || weekday === 0) continue;
      for (let k = 0; k < 2 + ((d + p) % 3); k++) {
        const type = types[(d * 3 + k + p) % types.length];
        if (!type) continue;
        const actor = { id: userId, role: 'employee' as const };
        await createWorkLog(deps, actor, {
          work_type_id: type.id,
          date,
          quantity: 1 + ((d + k) % 2),
          notes: k === 0 ? `Ticket del ${date.slice(8)}` : null,
        });
        logs++;
      }
    }
  }
  for (const [i, [title, status, priority, dueIn]] of TASKS.entries()) {
    await createTask(deps, adminId ?? people[0] ?? '', {
      title,
      status,
      priority,
      due_date: dueIn === null ? null : addDays(today, dueIn),
      assigned_to: people[i % people.length] ?? null,
      ticket_id: i < 2 ? (tickets[i]?.id ?? null) : null,
    });
  }
  return { types: types.length, logs, tasks: TASKS.length };
}
