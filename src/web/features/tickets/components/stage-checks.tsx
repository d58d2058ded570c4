import { useState } from 'react';
import type { CheckStage } from '../../../../shared/tickets/ticket-check-labels';
import type { CheckEntry } from '../../../../shared/tickets/ticket-checks';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-fetch';
import { type SignatureDraft, useTicketCheckWrites } from '../api/ticket-checks-api';
import { type CheckDraft, CheckItems, doneChecks } from './check-items';
import { SignaturePanel } from './signature-panel';

interface StageChecksProps {
  ticketId: string;
  stage: CheckStage;
  /** The stage's saved checks, or (pickup, none yet) the intake's list to check again. */
  start: CheckEntry[];
  fresh: boolean;
  terms: string;
}

/**
 * One stage not yet signed: its checks, saved on their own or with the customer's signature
 * (what is on screen when the customer signs is what the signature covers).
 */
export function StageChecks({ ticketId, stage, start, fresh, terms }: StageChecksProps) {
  const writes = useTicketCheckWrites(ticketId);
  const [items, setItems] = useState<CheckDraft[]>(() =>
    start.map((i) => ({
      ...i,
      result: fresh ? null : i.result,
      note: fresh ? '' : (i.note ?? ''),
    })),
  );
  // What the server holds for this stage: sent again with the signature only when it differs.
  const [saved, setSaved] = useState(() => JSON.stringify(fresh ? [] : doneChecks(items)));
  const [signing, setSigning] = useState(false);
  const [signature, setSignature] = useState<SignatureDraft | null>(null);
  const [notice, setNotice] = useState('');
  const name = stage === 'intake' ? 'all’accettazione' : 'al ritiro';
  const failure = writes.saveChecklist.error ?? writes.sign.error;

  return (
    <div className="flex flex-col gap-4">
      <CheckItems name={`staff-${stage}`} items={items} onChange={setItems} />
      <div>
        <Button
          variant="secondary"
          busy={writes.saveChecklist.isPending}
          onClick={() =>
            writes.saveChecklist.mutate(
              { stage, items: doneChecks(items) },
              {
                onSuccess: () => {
                  setSaved(JSON.stringify(doneChecks(items)));
                  setNotice(`Controlli ${name} salvati.`);
                },
              },
            )
          }
        >
          {`Salva i controlli ${name}`}
        </Button>
      </div>
      {signing ? (
        <>
          <SignaturePanel terms={terms} onChange={setSignature} />
          <div>
            <Button
              disabled={!signature}
              busy={writes.sign.isPending}
              onClick={() => {
                const done = doneChecks(items);
                const unsaved = done.length > 0 && JSON.stringify(done) !== saved;
                if (signature)
                  writes.sign.mutate({
                    stage,
                    draft: signature,
                    items: unsaved ? done : undefined,
                  });
              }}
            >
              Salva la firma
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setSigning(true)}>
            {`Fai firmare il cliente ${name}`}
          </Button>
        </div>
      )}
      {failure && <Alert tone="error">{errorMessage(failure)}</Alert>}
      <StatusRegion>{notice && <Alert tone="success">{notice}</Alert>}</StatusRegion>
    </div>
  );
}
