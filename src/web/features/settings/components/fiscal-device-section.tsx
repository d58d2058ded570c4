import { type FormEvent, useState } from 'react';
import { PAYMENT_METHODS } from '../../../../shared/payments/payment-methods';
import {
  DEFAULT_DEPARTMENTS,
  type FiscalDeviceDto,
  type RtPaymentTypeName,
} from '../../../../shared/receipts/fiscal-devices';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { errorMessage, isApiError } from '../../../lib/api-fetch';
import { useFiscalDevices, useSaveFiscalDevice } from '../api/fiscal-devices-api';
import { FiscalDeviceChecks } from './fiscal-device-checks';
import { RtTendersFields, type TenderDrafts } from './rt-tenders-fields';

const DEPARTMENT_KEYS = Object.keys(DEFAULT_DEPARTMENTS);
const label = (key: string) => (key.startsWith('N') ? `Natura ${key}` : `IVA ${key}%`);
/** What Epson's own setup ships with (decision 046); the shop's technician may differ. */
const DEFAULT_TYPES: Record<string, [RtPaymentTypeName, number]> = {
  contanti: ['contanti', 0],
  assegno: ['assegno', 0],
  carta: ['elettronico', 1],
  bancomat: ['elettronico', 1],
  satispay: ['elettronico', 2],
  paypal: ['elettronico', 2],
  bonifico: ['non_riscosso', 0],
  altro: ['non_riscosso', 0],
};
const WITHOUT_RT =
  'Senza registratore telematico Sportello lavora come prima: il pagamento ha la sua ricevuta non fiscale e il documento commerciale si emette a mano sul registratore (o si fa la fattura).';

/** Settings → Registratore telematico: the RT's address, departments and payment types. */
export function FiscalDeviceSection() {
  const devices = useFiscalDevices();
  const save = useSaveFiscalDevice();
  return (
    <Section
      title="Registratore telematico"
      description="Il registratore (RT) nella rete del negozio: Sportello gli manda ogni documento commerciale dal server."
    >
      {devices.isPending && <LoadingBlock label="Caricamento del registratore…" />}
      {devices.isError && <Alert tone="error">{errorMessage(devices.error)}</Alert>}
      {devices.data && (
        <div className="flex flex-col gap-4">
          {devices.data.items.length === 0 && <Alert tone="info">{WITHOUT_RT}</Alert>}
          <DeviceForm key={devices.data.items[0]?.id} device={devices.data.items[0]} save={save} />
          {devices.data.items[0] && <FiscalDeviceChecks device={devices.data.items[0]} />}
        </div>
      )}
    </Section>
  );
}

function DeviceForm({
  device,
  save,
}: {
  device: FiscalDeviceDto | undefined;
  save: ReturnType<typeof useSaveFiscalDevice>;
}) {
  const [name, setName] = useState(device?.name ?? 'Registratore telematico');
  const [url, setUrl] = useState(device?.url ?? '');
  const [operator, setOperator] = useState(String(device?.operator ?? 1));
  const [timeout, setTimeoutMs] = useState(String(device?.timeout_ms ?? 10_000));
  const [enabled, setEnabled] = useState(device?.enabled ?? true);
  const [departments, setDepartments] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      DEPARTMENT_KEYS.map((k) => [
        k,
        String(device ? (device.departments[k] ?? '') : DEFAULT_DEPARTMENTS[k]),
      ]),
    ),
  );
  const [tenders, setTenders] = useState<TenderDrafts>(() =>
    Object.fromEntries(
      PAYMENT_METHODS.map((m) => {
        const saved = device?.tenders[m];
        const [type, index] = saved
          ? [saved.type, saved.index]
          : (DEFAULT_TYPES[m] ?? ['contanti', 0]);
        return [m, { type, index: String(index) }];
      }),
    ),
  );
  const error = (field: string) =>
    isApiError(save.error) ? save.error.fieldErrors[field]?.[0] : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const draft = {
      name,
      url,
      operator: Number(operator),
      timeout_ms: Number(timeout),
      enabled,
      departments: Object.fromEntries(
        Object.entries(departments)
          .filter(([, v]) => v.trim() !== '')
          .map(([k, v]) => [k, Number(v)]),
      ),
      tenders: Object.fromEntries(
        Object.entries(tenders).map(([m, t]) => [m, { type: t.type, index: Number(t.index) }]),
      ),
    };
    save.mutate({ ...(device ? { id: device.id, version: device.version } : {}), draft });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Nome"
          value={name}
          error={error('name')}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="Indirizzo del registratore"
          hint="Es. http://192.168.1.50 (indirizzo fisso nella rete del negozio)"
          value={url}
          error={error('url')}
          onChange={(e) => setUrl(e.target.value)}
        />
        <TextField
          label="Operatore"
          inputMode="numeric"
          value={operator}
          error={error('operator')}
          onChange={(e) => setOperator(e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Attesa massima (millisecondi)"
          inputMode="numeric"
          value={timeout}
          error={error('timeout_ms')}
          onChange={(e) => setTimeoutMs(e.target.value)}
        />
        <label className="flex items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
          />
          Registratore attivo (spento: pagamenti con la sola ricevuta non fiscale)
        </label>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-medium">Reparti del registratore per aliquota e natura</legend>
        {DEPARTMENT_KEYS.map((k) => (
          <TextField
            key={k}
            label={`Reparto per ${label(k)}`}
            inputMode="numeric"
            value={departments[k] ?? ''}
            error={error(`departments.${k}`)}
            onChange={(e) => setDepartments({ ...departments, [k]: e.target.value })}
          />
        ))}
      </fieldset>
      <RtTendersFields tenders={tenders} onChange={setTenders} />
      {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      {save.isSuccess && <Alert tone="success">Registratore salvato</Alert>}
      <Button type="submit" className="self-start" busy={save.isPending}>
        Salva registratore
      </Button>
    </form>
  );
}
