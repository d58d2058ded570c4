import type { Generated } from 'kysely';
import type { TaskPriority, TaskStatus } from '../../../shared/tasks/tasks';
import type { Instant } from './column-values';

/** Big amounts come back as strings from PostgreSQL (bigint); read them with Number(). */
type Cents = number | string;

export interface WorkTypeTable {
  id: string;
  name: string;
  price_cents: Cents;
  created_at: Instant;
  updated_at: Instant;
}

export interface WorkLogTable {
  id: string;
  user_id: string;
  work_type_id: string;
  date: string;
  quantity: number;
  unit_price_cents: Cents;
  notes: string | null;
  created_at: Instant;
  updated_at: Instant;
}

/** One (day, person, type) of work_logs summed, kept by triggers (migration 202612010900). */
export interface WorkLogDayTable {
  date: string;
  user_id: string;
  work_type_id: string;
  quantity: Cents;
  amount_cents: Cents;
  entries: Cents;
}

/** Tasks also have `seq` on SQLite, the rowid their full-text index points at. */
export interface TaskTable {
  id: string;
  title: string;
  description: string | null;
  due_date: string | null;
  assigned_to: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  board_key: string;
  ticket_id: string | null;
  created_by: string | null;
  search_text: string;
  version: Generated<number>;
  created_at: Instant;
  updated_at: Instant;
}

export interface WorkTables {
  work_types: WorkTypeTable;
  work_logs: WorkLogTable;
  work_log_days: WorkLogDayTable;
  tasks: TaskTable;
}
