import { type RefObject, useEffect, useId, useState } from 'react';
import { DEVICE_KINDS, type DeviceKind } from '../../../../shared/tickets/ticket-check-labels';
import { Button } from '../../../components/ui/button';
import { CONTROL } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { useShop } from '../api/shop-api';
import {
  postSignature,
  type SignatureDraft,
  useChecklistTemplates,
} from '../api/ticket-checks-api';
import { type CheckDraft, CheckItems, doneChecks, draftsOf } from './check-items';
import type { IntakeHandle } from './intake-handle';
import { SignaturePanel } from './signature-panel';

/**
 * The new ticket's device checks (sent with the ticket) and the customer's signature (sent once
 * the ticket exists), at the counter's tablet.
 */
export function IntakeChecks({ handle }: { handle: RefObject<IntakeHandle> }) {
  const templates = useChecklistTemplates();
  const shop = useShop();
  const kindId = useId();
  const [kind, setKind] = useState<DeviceKind>('Smartphone');
  const [drafts, setDrafts] = useState<CheckDraft[] | null>(null);
  const [signing, setSigning] = useState(false);
  const [signature, setSignature] = useState<SignatureDraft | null>(null);
  const [signedTicket, setSignedTicket] = useState<string | null>(null);

  const listOf = (k: DeviceKind) =>
    draftsOf(templates.data?.checklists.find((c) => c.device_kind === k)?.items ?? []);
  const items = drafts ?? listOf(kind);

  useEffect(() => {
    handle.current.payload = () => {
      const done = doneChecks(items);
      return done.length > 0 ? { checklist_intake: done } : {};
    };
    handle.current.afterSave = async (ticketId) => {
      if (!signature || signedTicket === ticketId) return null;
      try {
        await postSignature(ticketId, 'intake', signature);
        setSignedTicket(ticketId);
        return null;
      } catch (error) {
        return `Ticket salvato, ma la firma del cliente non è stata registrata: ${errorMessage(error)}`;
      }
    };
  });

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-300 p-4 dark:border-slate-600">
      <legend className="px-1 font-semibold">Controlli all’accettazione e firma</legend>
      <div className="flex max-w-xs flex-col gap-1">
        <label htmlFor={kindId} className="text-sm font-medium">
          Elenco dei controlli
        </label>
        <select
          id={kindId}
          className={CONTROL}
          value={kind}
          onChange={(event) => {
            const next = event.target.value as DeviceKind;
            setKind(next);
            // Before the lists have arrived, the kind's list is drawn when they do (an empty
            // draft taken now would stay empty: no checks for a kind picked too soon).
            setDrafts(templates.data ? listOf(next) : null);
          }}
        >
          {DEVICE_KINDS.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
      </div>
      {templates.isError && (
        <p className="text-sm text-red-700 dark:text-red-300">
          {`Impossibile caricare i controlli: ${errorMessage(templates.error)}`}
        </p>
      )}
      <CheckItems name="intake" items={items} onChange={setDrafts} />
      {signing ? (
        <SignaturePanel terms={shop.data?.terms ?? ''} onChange={setSignature} />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setSigning(true)}>
            Fai firmare il cliente
          </Button>
        </div>
      )}
    </fieldset>
  );
}
