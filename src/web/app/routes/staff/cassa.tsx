import { ArrowLeft, FileText, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatCalendarDate, romeToday } from '../../../../shared/format';
import { isAdmin } from '../../../../shared/roles';
import { PageHeader } from '../../../components/layout/page-header';
import { PrintDocument } from '../../../components/layout/print-document';
import { AccountSelect } from '../../../components/ui/account-select';
import { Button, buttonClass } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { cachedRole } from '../../../features/auth/api/me';
import { useCashDay } from '../../../features/cash-days/api/cash-days-api';
import { CashDayPanel } from '../../../features/cash-days/components/cash-day-panel';
import { OpenDrawer } from '../../../features/cash-days/components/open-drawer';
import {
  dailyCashQuery,
  useDailyCash,
  usePayment,
} from '../../../features/payments/api/payments-api';
import { receiptsToFixQuery } from '../../../features/payments/api/receipts-api';
import { DailyCashReport } from '../../../features/payments/components/daily-cash-report';
import {
  PaymentReceipt,
  type ReceiptFormat,
} from '../../../features/payments/components/payment-receipt';
import { ReceiptsToFixAlert } from '../../../features/payments/components/receipts-to-fix-alert';
import { useShop } from '../../../features/tickets/api/shop-api';
import { assignableUsersOptions } from '../../../lib/assignable-users';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { shopQuery } from '../../../lib/shop-query';

/** The Cassa area's pages: the day's cash count and a payment's receipt. */

/**
 * /cassa fetched ahead of its first render: today's count of the signed-in person (the admin's
 * opening choice too), the shop printed on it and, for an admin, the people to pick from.
 */
export const prefetchPage: PrefetchPage = async (client, { pathname }) => {
  if (pathname !== '/cassa') return;
  const role = cachedRole(client);
  await Promise.all([
    client.prefetchQuery(dailyCashQuery(romeToday(), '')),
    client.prefetchQuery(shopQuery),
    client.prefetchQuery(receiptsToFixQuery),
    role && isAdmin(role) ? client.prefetchQuery(assignableUsersOptions) : undefined,
  ]);
};

/** /cassa: *Chiusura di cassa*. Employees see their own day; admins any day and person. */
export function CashReportPage() {
  const user = useCurrentUser();
  const admin = isAdmin(user.role);
  const [date, setDate] = useState(() => romeToday());
  const [person, setPerson] = useState('');
  const drawer = admin ? person : '';
  const report = useDailyCash(date, drawer);
  const deviceId = useCashDay(date, drawer).data?.rt_device_id;
  const shop = useShop();
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Chiusura di cassa"
          description={
            admin
              ? 'I totali del giorno per metodo e per persona.'
              : 'I tuoi incassi del giorno, per metodo.'
          }
          actions={
            <div className="flex flex-wrap gap-2">
              <Link to="/cassa/documenti" className={buttonClass('secondary')}>
                <FileText className="size-4" aria-hidden="true" />
                Documenti commerciali
              </Link>
              <Button variant="secondary" onClick={() => window.print()}>
                <Printer className="size-4" aria-hidden="true" />
                Stampa
              </Button>
            </div>
          }
        />
      </div>
      <div className="mb-6 flex flex-col gap-4 empty:hidden print:hidden">
        <ReceiptsToFixAlert />
        {deviceId && <OpenDrawer deviceId={deviceId} />}
      </div>
      <div className="mb-6 flex flex-wrap gap-4 print:hidden">
        <TextField
          label="Giorno"
          type="date"
          value={date}
          max={romeToday()}
          onChange={(event) => event.target.value && setDate(event.target.value)}
        />
        {admin && <AccountSelect label="Persona" value={person} onChange={setPerson} />}
      </div>
      <CashDayPanel date={date} drawer={drawer} admin={admin} />
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

/** /cassa/ricevute/:id: a payment's *Ricevuta*, printed on A4 or on an 80 mm roll. */
export function PaymentReceiptPage() {
  const { id = '' } = useParams();
  const payment = usePayment(id);
  const shop = useShop();
  const [format, setFormat] = useState<ReceiptFormat>('a4');
  return (
    <>
      <div className="print:hidden">
        <PageHeader
          title="Ricevuta"
          actions={
            <>
              {payment.data?.ticket_id && (
                <Link
                  to={`/tickets/${payment.data.ticket_id}/dettagli`}
                  className={buttonClass('secondary')}
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                  Torna al ticket
                </Link>
              )}
              <Button onClick={() => window.print()}>
                <Printer className="size-4" aria-hidden="true" />
                Stampa
              </Button>
            </>
          }
        />
      </div>
      <div className="mb-6 print:hidden">
        <SelectField
          label="Formato carta"
          value={format}
          onChange={(event) => setFormat(event.target.value as ReceiptFormat)}
        >
          <option value="a4">A4</option>
          <option value="80mm">Scontrino 80 mm</option>
        </SelectField>
      </div>
      <QueryState query={payment} loading="Caricamento della ricevuta...">
        {(data) => <PaymentReceipt payment={data} shop={shop.data} format={format} />}
      </QueryState>
    </>
  );
}
