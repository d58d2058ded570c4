import { type FormEvent, useState } from 'react';
import { shopLogoPath } from '../../../../shared/paths';
import { LOGO_IMAGE_ONLY } from '../../../../shared/settings';
import {
  ATTACHMENT_TYPES,
  attachmentFileError,
  attachmentTypeByExtension,
} from '../../../../shared/tickets/attachment-rules';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CONTROL, FieldFrame } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-fetch';
import { useRemoveLogo, useUploadLogo } from '../api/settings-api';

const IMAGE_TYPES = ATTACHMENT_TYPES.filter((t) => t.kind === 'image');
const ACCEPT = IMAGE_TYPES.flatMap((t) => [t.mime, ...t.extensions.map((e) => `.${e}`)]).join(',');

function fileProblem(file: File): string | null {
  if (attachmentTypeByExtension(file.name)?.kind !== 'image') return LOGO_IMAGE_ONLY;
  return attachmentFileError(file);
}

/** An image file as the logo, instead of (and ahead of) a URL; and the way back to the URL. */
export function LogoUpload({ logoFile }: { logoFile: string }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!file) return setProblem('Scegli prima un’immagine.');
    const wrong = fileProblem(file);
    if (wrong) return setProblem(wrong);
    setProblem(null);
    upload.mutate(file, {
      onSuccess: () => setDone('Logo caricato con successo!'),
      onError: (error) => setProblem(errorMessage(error)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <FieldFrame
        label="Carica un’immagine come logo"
        hint="JPG, PNG, GIF o WebP, al massimo 10 MB. Il logo caricato ha la precedenza sull’URL."
        error={problem ?? undefined}
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            className={CONTROL}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        )}
      </FieldFrame>
      <StatusRegion>{done && <Alert tone="success">{done}</Alert>}</StatusRegion>
      {logoFile && (
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex h-24 w-fit items-center rounded-md border border-slate-300 bg-white p-2 dark:border-slate-700">
            <img
              src={shopLogoPath(logoFile)}
              alt="Logo caricato"
              className="h-20 w-auto max-w-60 object-contain"
            />
          </div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Rimuovi il logo caricato
          </Button>
        </div>
      )}
      <div>
        <Button type="submit" busy={upload.isPending}>
          Carica logo
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Rimuovere il logo caricato?"
        message="Le pagine pubbliche, la scheda stampata e le e-mail useranno di nuovo l’URL del logo, se c’è."
        confirmLabel="Rimuovi"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              setDone('Logo caricato rimosso.');
            },
          })
        }
      />
    </form>
  );
}
