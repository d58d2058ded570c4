import type { FiscalDeviceDto } from '../../../../shared/receipts/fiscal-devices';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-fetch';
import { OpenDrawer } from '../../cash-days/components/open-drawer';
import { useTestFiscalDevice } from '../api/fiscal-devices-api';

/** *Prova* (status, serial and what is wrong, in Italian) and *Apri cassetto*. */
export function FiscalDeviceChecks({ device }: { device: FiscalDeviceDto }) {
  const test = useTestFiscalDevice();
  const result = test.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col items-start gap-2">
        <Button variant="secondary" busy={test.isPending} onClick={() => test.mutate(device.id)}>
          Prova
        </Button>
        <div role="status">
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
        </div>
        {test.isError && <Alert tone="error">{errorMessage(test.error)}</Alert>}
      </div>
      <OpenDrawer deviceId={device.id} />
    </div>
  );
}
