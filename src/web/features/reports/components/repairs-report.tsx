import { useState } from 'react';
import { formatCalendarDate } from '../../../../shared/format';
import type { RepairsReportDto, TurnaroundRow } from '../../../../shared/reports/report-dto';
import { AGE_BUCKETS } from '../../../../shared/reports/report-schemas';
import { SelectField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { type ReportFilters, reportCsvHref, useReport } from '../api/reports-api';
import { ChartWithTable } from './chart-with-table';
import { count, days, daysOfSeconds } from './report-format';

const periodLabel = (period: string, kind: RepairsReportDto['period']) =>
  kind === 'week'
    ? `Sett. del ${formatCalendarDate(period)}`
    : period.split('-').reverse().join('/');

function Turnaround({ title, rows, csv }: { title: string; rows: TurnaroundRow[]; csv: string }) {
  return (
    <ChartWithTable
      title={title}
      bars={rows.map((r) => ({
        label: r.label,
        values: [r.median_days ?? 0, r.p90_days ?? 0],
        texts: [`mediana ${days(r.median_days)}`, `90% ${days(r.p90_days)}`],
      }))}
      headings={['Voce', 'Ticket', 'Mediana', '90° percentile']}
      rows={rows.map((r) => [r.label, count(r.tickets), days(r.median_days), days(r.p90_days)])}
      csvHref={csv}
    />
  );
}

const TARGETS = {
  ready: 'Pronto per il ritiro',
  closed: 'Chiuso',
} as const;

/** Turnaround to one target (a select) by device type, technician and month. */
function TurnaroundSection({ report, csv }: { report: RepairsReportDto; csv: string }) {
  const [target, setTarget] = useState<keyof typeof TARGETS>('ready');
  const t = target === 'ready' ? report.to_ready : report.to_closed;
  const to = `Da Ticket inserito a ${TARGETS[target]}`;
  return (
    <>
      <SelectField
        label="Tempi di riparazione fino a"
        value={target}
        onChange={(event) => setTarget(event.target.value as keyof typeof TARGETS)}
        className="mb-4 max-w-xs"
      >
        <option value="ready">{TARGETS.ready}</option>
        <option value="closed">{TARGETS.closed}</option>
      </SelectField>
      <Turnaround
        title={`${to}, per tipo di dispositivo`}
        rows={[t.overall, ...t.by_device]}
        csv={csv}
      />
      <Turnaround title={`${to}, per tecnico`} rows={t.by_technician} csv={csv} />
      <Turnaround title={`${to}, per mese`} rows={t.by_month} csv={csv} />
    </>
  );
}

/** Riparazioni: where tickets wait, volumes, turnaround, what is waiting now. */
export function RepairsReport({ filters }: { filters: ReportFilters }) {
  const report = useReport('repairs', filters);
  const csv = reportCsvHref('repairs', filters);
  return (
    <QueryState query={report} loading="Caricamento del report riparazioni...">
      {(r) => (
        <>
          <ChartWithTable
            title="Tempo nei singoli stati"
            description="Quanto resta in media un ticket in ogni stato, dal più lento."
            bars={r.status_time.map((s) => ({
              label: s.status,
              values: [s.average_seconds],
              texts: [daysOfSeconds(s.average_seconds)],
            }))}
            headings={['Stato', 'Passaggi', 'Tempo medio']}
            rows={r.status_time.map((s) => [
              s.status,
              count(s.spells),
              daysOfSeconds(s.average_seconds),
            ])}
            csvHref={csv}
          />
          <ChartWithTable
            title={
              r.period === 'week'
                ? 'Ticket ricevuti e consegnati per settimana'
                : 'Ticket ricevuti e consegnati per mese'
            }
            bars={r.volumes.map((v) => ({
              label: periodLabel(v.period, r.period),
              values: [v.received, v.delivered],
              texts: [`${count(v.received)} ricevuti`, `${count(v.delivered)} consegnati`],
            }))}
            headings={['Periodo', 'Ricevuti', 'Consegnati']}
            rows={r.volumes.map((v) => [
              periodLabel(v.period, r.period),
              count(v.received),
              count(v.delivered),
            ])}
            csvHref={csv}
          />
          <TurnaroundSection report={r} csv={csv} />
          <ChartWithTable
            title="Ticket aperti per età e stato"
            headings={['Stato', ...AGE_BUCKETS.map((b) => b.label)]}
            rows={r.open_by_age.map((o) => [o.status, ...o.buckets.map(count)])}
            csvHref={csv}
          />
          <ChartWithTable
            title="Pronti e non ritirati, per giorni di attesa"
            bars={AGE_BUCKETS.map((b, i) => ({
              label: b.label,
              values: [r.ready_waiting[i] ?? 0],
              texts: [count(r.ready_waiting[i] ?? 0)],
            }))}
            headings={['Giorni di attesa', 'Dispositivi']}
            rows={AGE_BUCKETS.map((b, i) => [b.label, count(r.ready_waiting[i] ?? 0)])}
            csvHref={csv}
          />
        </>
      )}
    </QueryState>
  );
}
