import type { FiscalDeviceDto } from '../../../../shared/receipts/fiscal-devices';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-fetch';
import { useOpenDrawer, useTestFiscalDevice } from '../api/fiscal-devices-api';

/** *Prova* (status, serial and what is wrong, in Italian) and *Apri cassetto*. */
export function FiscalDeviceChecks({ device }: { device: FiscalDeviceDto }) {
  const test = useTestFiscalDevice();
  const drawer = useOpenDrawer();
  const result = test.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" busy={test.isPending} onClick={() => test.mutate(device.id)}>
          Prova
        </Button>
        <Button
          variant="secondary"
          busy={drawer.isPending}
          onClick={() => drawer.mutate(device.id)}
        >
          Apri cassetto
        </Button>
      </div>
      <div role="status" className="flex flex-col gap-2">
        {result?.ok && (
          <Alert tone="success">{`Registratore pronto: matricola ${result.serial ?? 'non letta'}`}</Alert>
        )}
        {result && !result.ok && (
          <Alert tone="warning" title="Il registratore non è pronto">
            <ul className="list-disc pl-5">
              {result.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
        {drawer.data && (
          <Alert tone={drawer.data.ok ? 'success' : 'warning'}>{drawer.data.message}</Alert>
        )}
      </div>
      {(test.isError || drawer.isError) && (
        <Alert tone="error">{errorMessage(test.error ?? drawer.error)}</Alert>
      )}
    </div>
  );
}
