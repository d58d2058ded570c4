import { Link } from 'react-router';
import type { Role } from '../../../../shared/roles';
import { dashboardCards } from '../../../lib/areas';
import { useInventoryCounts } from '../../../lib/inventory-counts';
import { CARD_ICONS } from './card-icons';

/** The dashboard grid (SPEC "Dashboard"): admins also see the inventory areas. */
export function DashboardCards({ role }: { role: Role }) {
  const cards = dashboardCards(role);
  const counts = useInventoryCounts(cards.some((card) => card.counter));
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map(({ to, title, description, icon, counter }) => {
        const Icon = CARD_ICONS[icon];
        return (
          <li key={to}>
            <Link
              to={to}
              className={
                'flex h-full items-start gap-4 rounded-lg border border-slate-300 bg-white p-5 shadow-sm ' +
                'hover:border-blue-700 hover:shadow-md dark:border-slate-700 dark:bg-slate-900 ' +
                'dark:hover:border-sky-300'
              }
            >
              <span className="rounded-md bg-blue-50 p-2 text-blue-800 dark:bg-slate-800 dark:text-sky-300">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="text-lg font-semibold">
                  {title}
                  {/* The badge is there from the start, so the card does not reflow when the count arrives. */}
                  {counter && (
                    <span className="ml-2 rounded-full bg-slate-100 px-2 text-base tabular-nums dark:bg-slate-800">
                      {counts.data ? (
                        counts.data[counter]
                      ) : (
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">in caricamento</span>
                        </>
                      )}
                    </span>
                  )}
                </span>
                <span className="text-sm text-slate-700 dark:text-slate-300">{description}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
