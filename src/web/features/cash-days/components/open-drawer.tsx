import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-fetch';
import { useOpenDrawer } from '../api/cash-days-api';

/** *Apri cassetto* on the shop's RT, with what it answered announced (or why it failed). */
export function OpenDrawer({ deviceId }: { deviceId: string }) {
  const drawer = useOpenDrawer();
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" busy={drawer.isPending} onClick={() => drawer.mutate(deviceId)}>
        Apri cassetto
      </Button>
      <div role="status">
        {drawer.data && (
          <Alert tone={drawer.data.ok ? 'success' : 'warning'}>{drawer.data.message}</Alert>
        )}
      </div>
      {drawer.isError && (
        <Alert tone="error">{`Cassetto non aperto: ${errorMessage(drawer.error)}`}</Alert>
      )}
    </div>
  );
}
