import { Link, useSearchParams } from 'react-router';
import { romeToday } from '../../../../shared/format';
import { presetRange } from '../../../../shared/reports/report-range';
import { isAdmin } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { Section } from '../../../components/layout/section';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { cachedRole } from '../../../features/auth/api/me';
import { type ReportFilters, reportQuery } from '../../../features/reports/api/reports-api';
import { MoneyReport } from '../../../features/reports/components/money-report';
import { PartsReport } from '../../../features/reports/components/parts-report';
import { RepairsReport } from '../../../features/reports/components/repairs-report';
import { ReportFiltersForm } from '../../../features/reports/components/report-filters';
import { assignableUsersOptions } from '../../../lib/assignable-users';
import type { PrefetchPage } from '../../../lib/page-warmup';

const SECTIONS = [
  { key: 'riparazioni', title: 'Riparazioni', Report: RepairsReport, kind: 'repairs' },
  { key: 'economico', title: 'Economico', Report: MoneyReport, kind: 'money' },
  { key: 'ricambi', title: 'Ricambi', Report: PartsReport, kind: 'parts' },
] as const;

/** The report and the filters an address asks for; employees read only their own figures. */
function reportAt(params: URLSearchParams, admin: boolean) {
  const initial = presetRange('last-12-months', romeToday());
  const filters: ReportFilters = {
    from: params.get('dal') ?? initial.from,
    to: params.get('al') ?? initial.to,
    technician_id: admin ? (params.get('tecnico') ?? '') : '',
    device_type: params.get('dispositivo') ?? '',
  };
  const section = SECTIONS.find((s) => s.key === params.get('sezione')) ?? SECTIONS[0];
  return { filters, section };
}

/** The report the address shows and its filters' choices, fetched ahead of the first render. */
export const prefetchPage: PrefetchPage = async (client, { search }) => {
  const role = cachedRole(client);
  if (!role) return;
  const admin = isAdmin(role);
  const { filters, section } = reportAt(new URLSearchParams(search), admin);
  await Promise.all([
    client.prefetchQuery(reportQuery(section.kind, filters)),
    // The admin's technician filter lists them: arriving later, they moved the report down.
    admin ? client.prefetchQuery(assignableUsersOptions) : undefined,
  ]);
};

/**
 * /reports (decision 027): one report at a time (its tab in the address), the filters in the address
 * too, so a range can be reloaded and shared. Employees read their own work figures.
 */
export function ReportsPage() {
  const user = useCurrentUser();
  const admin = isAdmin(user.role);
  const [params, setParams] = useSearchParams();
  const { filters, section } = reportAt(params, admin);
  const linkTo = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('sezione', key);
    return `?${next}`;
  };
  const apply = (f: ReportFilters) => {
    const next = new URLSearchParams({ sezione: section.key, dal: f.from, al: f.to });
    if (f.technician_id) next.set('tecnico', f.technician_id);
    if (f.device_type.trim()) next.set('dispositivo', f.device_type.trim());
    setParams(next);
  };
  return (
    <>
      <PageHeader
        title="Report"
        description={
          admin
            ? 'Dove aspettano le riparazioni, quanto incassa il negozio, chi ha fatto cosa.'
            : 'I tuoi dati di lavoro: i ticket assegnati a te e le tue lavorazioni.'
        }
      />
      <ReportFiltersForm value={filters} admin={admin} onApply={apply} />
      <nav aria-label="Sezioni del report" className="mb-6 flex flex-wrap gap-2">
        {SECTIONS.map((s) => (
          <Link
            key={s.key}
            to={linkTo(s.key)}
            aria-current={s === section ? 'page' : undefined}
            className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold aria-[current=page]:bg-blue-700 aria-[current=page]:text-white dark:border-slate-500 dark:aria-[current=page]:bg-blue-600"
          >
            {s.title}
          </Link>
        ))}
      </nav>
      <Section title={section.title}>
        <section.Report filters={filters} />
      </Section>
    </>
  );
}
