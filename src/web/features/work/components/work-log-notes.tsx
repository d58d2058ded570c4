import { useState } from 'react';
import type { WorkLogDto } from '../../../../shared/work/work-logs';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { workLogsApi } from '../api/work-api';

/** An entry's notes, editable in place by its owner or an admin (SPEC §6 "Work log rights"). */
export function WorkLogNotes({ log, editable }: { log: WorkLogDto; editable: boolean }) {
  const update = workLogsApi.useUpdate();
  const [text, setText] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (text === null) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="whitespace-pre-wrap">{log.notes}</span>
        {editable && (
          <Button variant="ghost" className="px-2 py-1" onClick={() => setText(log.notes ?? '')}>
            Modifica note<span className="sr-only"> di {log.work_type.name}</span>
          </Button>
        )}
      </div>
    );
  }
  const save = () =>
    update.mutate(
      { id: log.id, patch: { notes: text } },
      { onSuccess: () => setText(null), onError: (error) => setFailure(errorMessage(error)) },
    );
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={`Note di ${log.work_type.name}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex gap-2">
        <Button className="px-2 py-1" busy={update.isPending} onClick={save}>
          Salva note
        </Button>
        <Button variant="secondary" className="px-2 py-1" onClick={() => setText(null)}>
          Annulla
        </Button>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
    </div>
  );
}
