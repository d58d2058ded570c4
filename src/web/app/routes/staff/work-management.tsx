import { isAdmin } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { WORK_FILTERS } from '../../../features/work/api/work-api';
import { DailyWork } from '../../../features/work/components/daily-work';
import { WorkTypesPanel } from '../../../features/work/components/work-types-panel';
import { useUrlFilters } from '../../../lib/use-url-filters';

export { prefetchWorkPage as prefetchPage } from '../../../features/work/api/work-api';

const TAB =
  'rounded-t-md border-b-2 px-4 py-2 font-medium aria-selected:border-blue-700 aria-selected:text-blue-800 dark:aria-selected:border-blue-300 dark:aria-selected:text-blue-200 border-transparent';

/** /work-management: SPEC §2 "Work management"; the work types tab is for admins only. */
export function WorkManagementPage() {
  const [filters, change] = useUrlFilters(WORK_FILTERS);
  const user = useCurrentUser();
  const admin = isAdmin(user.role);
  const tab = admin ? filters.tab : 'daily';
  const tabs = [
    ['daily', 'Lavoro giornaliero'],
    ...(admin ? [['types', 'Tipi di lavorazione']] : []),
  ] as const;
  return (
    <>
      <PageHeader title="Gestione lavori" />
      <div
        role="tablist"
        aria-label="Sezioni"
        className="mb-4 flex gap-2 border-b border-slate-300 dark:border-slate-700"
      >
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            id={`tab-${value}`}
            aria-selected={tab === value}
            aria-controls={`panel-${value}`}
            className={TAB}
            onClick={() => change({ tab: value as 'daily' | 'types' })}
          >
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'types' ? (
          <WorkTypesPanel />
        ) : (
          <DailyWork filters={filters} onChange={change} me={{ id: user.id, admin }} />
        )}
      </div>
    </>
  );
}
