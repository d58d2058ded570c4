import { type FormEvent, useState } from 'react';
import type { CashDayDto } from '../../../../shared/cash-days/cash-day-dto';
import type { CashMovementKind } from '../../../../shared/cash-days/cash-day-schemas';
import {
  formatCalendarDate,
  formatDateTime,
  formatEuro,
  romeToday,
} from '../../../../shared/format';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { useCashDay, useCloseCashDay, useOpenCashDay } from '../api/cash-days-api';
import { CashDayTables } from './cash-day-tables';
import { MovementDialog } from './movement-dialog';
import { RtReports } from './rt-reports';

interface CashDayPanelProps {
  date: string;
  /** An admin's pick of operator ('' = their own drawer, or the till's). */
  drawer: string;
  admin: boolean;
}

/** *Cassa del giorno*: open with a float, move cash, count and close; a closed day is read-only. */
export function CashDayPanel({ date, drawer, admin }: CashDayPanelProps) {
  const view = useCashDay(date, drawer);
  return (
    <section aria-labelledby="cash-day-title" className="mb-8 flex flex-col gap-4">
      <h2 id="cash-day-title" className="text-lg font-semibold">
        Cassa del giorno
      </h2>
      <QueryState query={view} loading="Caricamento della cassa...">
        {(data) => <CashDayBody view={data} date={date} drawer={drawer} admin={admin} />}
      </QueryState>
    </section>
  );
}

function CashDayBody({ view, date, drawer, admin }: { view: CashDayDto } & CashDayPanelProps) {
  const [moving, setMoving] = useState<CashMovementKind | null>(null);
  const day = view.day;
  if (!day)
    return date === romeToday() ? (
      <OpenForm drawer={drawer} name={view.drawer_name} />
    ) : (
      <p>{`Nessuna giornata di cassa il ${formatCalendarDate(date)} per ${view.drawer_name}.`}</p>
    );
  const open = day.status === 'aperta';
  return (
    <>
      <p>
        {open
          ? `${view.drawer_name}: cassa aperta da ${day.opened_by_name ?? '—'} il ${formatDateTime(day.opened_at)}, fondo cassa ${formatEuro(day.float)}.`
          : `${view.drawer_name}: giornata chiusa da ${day.closed_by_name ?? '—'} il ${formatDateTime(day.closed_at ?? '')}. Non si può più modificare.`}
      </p>
      {open && (
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="secondary" onClick={() => setMoving('versamento')}>
            Versamento
          </Button>
          <Button variant="secondary" onClick={() => setMoving('prelievo')}>
            Prelievo
          </Button>
        </div>
      )}
      <CashDayTables view={view} />
      {open && <CloseForm dayId={day.id} expected={view.tenders[0]?.expected ?? 0} />}
      <RtReports view={view} admin={admin} />
      <MovementDialog dayId={day.id} kind={moving} onClose={() => setMoving(null)} />
    </>
  );
}

function OpenForm({ drawer, name }: { drawer: string; name: string }) {
  const openDay = useOpenCashDay();
  const [float, setFloat] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    openDay.mutate({ float, ...(drawer ? { drawer } : {}) });
  }
  const error = isApiError(openDay.error) ? openDay.error.fieldErrors.float?.[0] : undefined;
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3 print:hidden">
      <TextField
        label={`Fondo cassa di ${name} (€)`}
        inputMode="decimal"
        required
        value={float}
        error={error}
        onChange={(event) => setFloat(event.target.value)}
      />
      <Button type="submit" busy={openDay.isPending}>
        Apri la cassa
      </Button>
      {openDay.isError && !error && <Alert tone="error">{errorMessage(openDay.error)}</Alert>}
    </form>
  );
}

function CloseForm({ dayId, expected }: { dayId: string; expected: number }) {
  const closeDay = useCloseCashDay();
  const [cash, setCash] = useState('');
  const [asking, setAsking] = useState(false);
  const error = isApiError(closeDay.error)
    ? closeDay.error.fieldErrors['counted.contanti']?.[0]
    : undefined;
  function submit(event: FormEvent) {
    event.preventDefault();
    setAsking(true);
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3 print:hidden">
      <TextField
        label="Contanti contati nel cassetto (€)"
        hint={`Attesi ${formatEuro(expected)}`}
        inputMode="decimal"
        required
        value={cash}
        error={error}
        onChange={(event) => setCash(event.target.value)}
      />
      <Button type="submit">Chiudi la cassa</Button>
      <ConfirmDialog
        open={asking}
        title="Chiudere la cassa?"
        message="La giornata verrà chiusa con i contanti contati: dopo la chiusura nessun pagamento o movimento può entrarvi. Le correzioni vanno nella giornata successiva."
        confirmLabel="Chiudi la cassa"
        busy={closeDay.isPending}
        error={closeDay.isError ? errorMessage(closeDay.error) : null}
        onConfirm={() =>
          closeDay.mutate({ id: dayId, cash }, { onSuccess: () => setAsking(false) })
        }
        onCancel={() => {
          closeDay.reset();
          setAsking(false);
        }}
      />
    </form>
  );
}
