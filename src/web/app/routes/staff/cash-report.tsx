import { Printer } from 'lucide-react';
import { useState } from 'react';
import { formatCalendarDate, romeToday } from '../../../../shared/format';
import { isAdmin } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { PrintDocument } from '../../../components/layout/print-document';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { useDailyCash } from '../../../features/payments/api/payments-api';
import { DailyCashReport } from '../../../features/payments/components/daily-cash-report';
import { useShop } from '../../../features/tickets/api/shop-api';
import { useAssignableUsers } from '../../../lib/assignable-users';

/** /cassa: *Chiusura di cassa*. Employees see their own day; admins any day and person. */
export function CashReportPage() {
  const user = useCurrentUser();
  const admin = isAdmin(user.role);
  const [date, setDate] = useState(() => romeToday());
  const [person, setPerson] = useState('');
  const report = useDailyCash(date, admin ? person : '');
  const shop = useShop();
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Chiusura di cassa"
          description={
            admin
              ? 'I totali del giorno per metodo e per persona.'
              : 'I Suoi incassi del giorno, per metodo.'
          }
          actions={
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              Stampa
            </Button>
          }
        />
      </div>
      <div className="mb-6 flex flex-wrap gap-4 print:hidden">
        <TextField
          label="Giorno"
          type="date"
          value={date}
          max={romeToday()}
          onChange={(event) => event.target.value && setDate(event.target.value)}
        />
        {admin && <PersonSelect value={person} onChange={setPerson} />}
      </div>
      <QueryState query={report} loading="Caricamento della chiusura di cassa...">
        {(data) => (
          <PrintDocument
            label={`Chiusura di cassa del ${formatCalendarDate(data.date)}`}
            shop={shop.data}
            heading={
              <div className="text-right">
                <p className="text-lg font-semibold">Chiusura di cassa</p>
                <p>{formatCalendarDate(data.date)}</p>
                {data.user_name && <p>{data.user_name}</p>}
              </div>
            }
          >
            <DailyCashReport report={data} />
          </PrintDocument>
        )}
      </QueryState>
    </>
  );
}

function PersonSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const users = useAssignableUsers().data ?? [];
  return (
    <SelectField label="Persona" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Tutti</option>
      {users.map((u) => (
        <option key={u.id} value={u.id}>
          {u.name}
        </option>
      ))}
    </SelectField>
  );
}
