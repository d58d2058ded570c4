import { type Insertable, sql } from 'kysely';
import type { TaskTable, WorkLogTable } from '../../src/server/db/tables/work-tables';
import { taskSearch } from '../../src/server/features/tasks/task-search';
import { boardKey } from '../../src/server/features/tasks/tasks.queries';
import { addDays } from '../../src/shared/calendar';
import { romeToday } from '../../src/shared/format';
import { TASK_PRIORITIES, TASK_STATUSES } from '../../src/shared/tasks/tasks';
import type { BenchApp } from '../lib/bench-app';
import { mulberry32 } from './italian-data';

const TECHNICIANS = 20;
const DAYS = 5 * 365;
const TYPES = ['Diagnosi', 'Sostituzione schermo', 'Sostituzione batteria', 'Recupero dati'];

export interface WorkSeed {
  logs: number;
  tasks: number;
  seconds: number;
  /** A technician with entries, for the admin's per-employee filter. */
  technicianId: string;
}

/**
 * `logs` work logs spread evenly over 20 technicians and the five years up to today (seed 16),
 * four work types, and `tasks` tasks across the statuses with due dates around today. Multi-row
 * inserts in transactions, as the other seeds; the tasks' trigram index built after the load.
 */
export async function seedWork(bench: BenchApp, logs: number, tasks: number): Promise<WorkSeed> {
  const started = performance.now();
  const db = bench.database.db;
  const random = mulberry32(16);
  const now = new Date().toISOString();
  const users = [...bench.staffIds];
  const extra = Array.from({ length: TECHNICIANS - users.length }, (_, i) => ({
    id: crypto.randomUUID(),
    name: `Tecnico extra ${i + 1}`,
    email: `extra${i + 1}@laboratorio.it`,
    // better-sqlite3 binds no booleans; PostgreSQL's column is one.
    email_verified: bench.engine === 'postgres' ? false : 0,
    role: 'employee',
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto('users').values(extra).execute();
  users.push(...extra.map((u) => u.id));
  const types = TYPES.map((name, i) => ({
    id: crypto.randomUUID(),
    name,
    price_cents: 2000 + i * 1500,
    created_at: now,
    updated_at: now,
  }));
  await db.insertInto('work_types').values(types).execute();
  const today = romeToday();
  const BATCH = 500;
  for (let start = 0; start < logs; start += BATCH) {
    const rows: Insertable<WorkLogTable>[] = [];
    for (let k = start; k < Math.min(logs, start + BATCH); k++) {
      const type = types[Math.floor(random() * types.length)] ?? types[0];
      if (!type) throw new Error('no work type');
      rows.push({
        id: crypto.randomUUID(),
        user_id: users[k % TECHNICIANS] ?? '',
        work_type_id: type.id,
        // Spread evenly back from today: the current month is as full as any other.
        date: addDays(today, -Math.floor((k / logs) * DAYS)),
        quantity: 1 + Math.floor(random() * 3),
        unit_price_cents: type.price_cents,
        notes: random() < 0.2 ? 'Intervento su ticket' : null,
        created_at: now,
        updated_at: now,
      });
    }
    await db.insertInto('work_logs').values(rows).execute();
  }
  if (bench.engine === 'postgres')
    await sql`drop index if exists tasks_search_trgm_idx`.execute(db);
  for (let start = 0; start < tasks; start += BATCH) {
    const rows: Insertable<TaskTable>[] = [];
    for (let k = start; k < Math.min(tasks, start + BATCH); k++) {
      const priority = TASK_PRIORITIES[k % 3] ?? 'Normale';
      const due = random() < 0.8 ? addDays(today, Math.floor(random() * 60) - 20) : null;
      const title = `Task ${k} ${TYPES[k % TYPES.length]}`;
      rows.push({
        id: crypto.randomUUID(),
        title,
        description: 'Da completare prima della consegna al cliente.',
        due_date: due,
        assigned_to: users[k % TECHNICIANS] ?? null,
        status: TASK_STATUSES[k % 4] ?? 'Assegnato',
        priority,
        board_key: boardKey(priority, due),
        ticket_id: null,
        created_by: users[0] ?? null,
        search_text: taskSearch.textOf({ title, description: null }),
        created_at: now,
        updated_at: now,
      });
    }
    await db.insertInto('tasks').values(rows).execute();
  }
  if (bench.engine === 'postgres')
    await sql`create index tasks_search_trgm_idx on tasks using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  // PostgreSQL: the visibility map too (autovacuum's work on a live database), for index-only scans.
  await (bench.engine === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  return {
    logs,
    tasks,
    seconds: (performance.now() - started) / 1000,
    technicianId: users[5] ?? '',
  };
}
