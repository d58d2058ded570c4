import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { DEVICE_KINDS, type DeviceKind } from '../../../../shared/tickets/ticket-check-labels';
import type { ChecklistSettings } from '../../../../shared/tickets/ticket-checks';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CONTROL } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { useSaveChecklistSettings } from '../api/checklists-api';

type Item = { key: string; label: string };

/** A new check's key from its label ("Wi-Fi/Bluetooth" → wifi_bluetooth), unique in its list. */
function keyFor(label: string, taken: Item[]): string {
  const base =
    label
      .normalize('NFD')
      .toLowerCase()
      .replaceAll(/[^a-z0-9]+/g, '_')
      .replaceAll(/^_+|_+$/g, '')
      .slice(0, 34) || 'controllo';
  let key = base;
  for (let n = 2; taken.some((i) => i.key === key); n++) key = `${base}_${n}`;
  return key;
}

/** Settings → Accettazione: each device kind's checks, renamed, reordered, added, removed. */
export function ChecklistEditor({ saved }: { saved: ChecklistSettings }) {
  const [lists, setLists] = useState(saved.checklists);
  const [kind, setKind] = useState<DeviceKind>('Smartphone');
  const [label, setLabel] = useState('');
  const save = useSaveChecklistSettings();
  const ids = useId();
  const items = lists.find((l) => l.device_kind === kind)?.items ?? [];
  const setItems = (next: Item[]) =>
    setLists(lists.map((l) => (l.device_kind === kind ? { ...l, items: next } : l)));
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    setItems(next);
  };
  const add = () => {
    const text = label.trim();
    if (!text) return;
    setItems([...items, { key: keyFor(text, items), label: text }]);
    setLabel('');
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex max-w-xs flex-col gap-1">
        <label htmlFor={`${ids}-kind`} className="text-sm font-medium">
          Elenco da modificare
        </label>
        <select
          id={`${ids}-kind`}
          className={CONTROL}
          value={kind}
          onChange={(event) => setKind(event.target.value as DeviceKind)}
        >
          {DEVICE_KINDS.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
      </div>
      <ol aria-label={`Controlli: ${kind}`} className="flex flex-col gap-2">
        {items.map((item, index) => (
          <li key={item.key} className="flex items-center gap-2">
            <input
              className={CONTROL}
              aria-label={`Controllo ${index + 1}`}
              maxLength={80}
              value={item.label}
              onChange={(event) =>
                setItems(items.map((i) => (i === item ? { ...i, label: event.target.value } : i)))
              }
            />
            <Button
              variant="ghost"
              aria-label={`Sposta su: ${item.label}`}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              aria-label={`Sposta giù: ${item.label}`}
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              aria-label={`Rimuovi: ${item.label}`}
              onClick={() => setItems(items.filter((i) => i !== item))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-new`} className="text-sm font-medium">
            Nuovo controllo
          </label>
          <input
            id={`${ids}-new`}
            className={CONTROL}
            maxLength={80}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button variant="secondary" onClick={add}>
          Aggiungi controllo
        </Button>
      </div>
      {save.isError && <Alert tone="error">{errorMessage(save.error)}</Alert>}
      <StatusRegion>
        {save.isSuccess && <Alert tone="success">Checklist salvate con successo!</Alert>}
      </StatusRegion>
      <div>
        <Button busy={save.isPending} onClick={() => save.mutate({ checklists: lists })}>
          Salva checklist
        </Button>
      </div>
    </div>
  );
}
