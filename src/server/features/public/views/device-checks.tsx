/** @jsxImportSource hono/jsx */
import type { PublicTicket } from '../public-ticket.presenter';
import { Card } from './layout';

const STAGES = [
  ['intake', 'All’accettazione'],
  ['pickup', 'Al ritiro'],
] as const;

/** The device's checks at intake and pickup, as the shop recorded them (decision 029). */
export function DeviceChecks({ checks }: { checks: PublicTicket['checks'] }) {
  const stages = STAGES.filter(([stage]) => checks[stage].length > 0);
  if (stages.length === 0) return null;
  return (
    <Card>
      <h2 class="text-lg font-semibold">Controlli del dispositivo</h2>
      {stages.map(([stage, title]) => (
        <table key={stage} class="mt-3 w-full text-left text-sm">
          <caption class="text-left font-medium">{title}</caption>
          <thead class="sr-only">
            <tr>
              <th scope="col">Controllo</th>
              <th scope="col">Esito</th>
              <th scope="col">Nota</th>
            </tr>
          </thead>
          <tbody class="divide-y divide-slate-200 dark:divide-slate-700">
            {checks[stage].map((item) => (
              <tr key={item.label}>
                <th scope="row" class="py-1.5 pe-3 font-normal">
                  {item.label}
                </th>
                <td class="py-1.5 pe-3 font-medium">{item.result}</td>
                <td class="py-1.5 text-slate-600 dark:text-slate-300">{item.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </Card>
  );
}
