/** Big sums come back as strings from PostgreSQL (bigint); read them with Number(). */
type Count = number | string;

/** The reports' summaries of the status history, kept by a trigger (migration 202612041000). */
export interface ReportTicketDaysTable {
  /** Rome day, YYYY-MM-DD */
  day: string;
  device_type: string;
  /** '' = none */
  assignee: string;
  received: Count;
  delivered: Count;
  delivered_priced: Count;
  delivered_value: Count;
}

export interface ReportTurnaroundTable {
  /** Rome month, YYYY-MM */
  month: string;
  device_type: string;
  assignee: string;
  target: 'ready' | 'closed';
  days: number;
  tickets: Count;
}

/** report_turnaround without one scope, kept by its triggers (migration 202612045020). */
export type ReportTurnaroundDevicesTable = Omit<ReportTurnaroundTable, 'assignee'>;
export type ReportTurnaroundAssigneesTable = Omit<ReportTurnaroundTable, 'device_type'>;

export interface ReportStatusTimeTable {
  month: string;
  device_type: string;
  assignee: string;
  status: string;
  spells: Count;
  seconds: Count;
}

/** One row per live ticket other than Chiuso, kept by triggers (migration 202612041001). */
export interface ReportOpenTicketsTable {
  ticket_id: string;
  status: string;
  device_type: string;
  assignee: string;
  /** Rome day the ticket was created, YYYY-MM-DD */
  opened_day: string;
  /** Rome day it last became Pronto per il ritiro, '' if never */
  ready_day: string;
}

export interface ReportTables {
  report_ticket_days: ReportTicketDaysTable;
  report_turnaround: ReportTurnaroundTable;
  report_turnaround_devices: ReportTurnaroundDevicesTable;
  report_turnaround_assignees: ReportTurnaroundAssigneesTable;
  report_status_time: ReportStatusTimeTable;
  report_open_tickets: ReportOpenTicketsTable;
}
