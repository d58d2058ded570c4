import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { publicPcBuildPath } from '../../../../shared/paths';
import type { PcBuildDto } from '../../../../shared/pc-builds/pc-builds';
import { StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CONTROL } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { useSharePcBuild } from '../api/pc-builds-api';

/**
 * "Condividi": the customer's link to copy (for a chat, a text message) or to send by e-mail
 * through the outbox to the address on the build.
 */
export function SharePcBuild({ build }: { build: PcBuildDto }) {
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  const share = useSharePcBuild();
  const link = `${window.location.origin}${publicPcBuildPath(build.id)}`;
  const close = () => {
    share.reset();
    setSaid('');
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Share2 className="size-4" aria-hidden="true" />
        Condividi
      </Button>
      <Dialog open={open} title="Condividi la configurazione" onClose={close}>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Link per il cliente
          <input className={CONTROL} readOnly value={link} onFocus={(e) => e.target.select()} />
        </label>
        <StatusRegion>
          {said && <p className="mt-2 text-sm">{said}</p>}
          {share.isError && (
            <p className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
              {errorMessage(share.error)}
            </p>
          )}
        </StatusRegion>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} data-autofocus>
            Chiudi
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              navigator.clipboard.writeText(link).then(
                () => setSaid('Link copiato.'),
                () => setSaid('Copia non riuscita: seleziona il link e copialo a mano.'),
              )
            }
          >
            Copia link
          </Button>
          <Button
            busy={share.isPending}
            disabled={!build.customer_email}
            onClick={() =>
              share.mutate(build.id, {
                onSuccess: () => setSaid(`E-mail inviata a ${build.customer_email}.`),
              })
            }
          >
            {build.customer_email ? `Invia a ${build.customer_email}` : 'Nessuna email del cliente'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
