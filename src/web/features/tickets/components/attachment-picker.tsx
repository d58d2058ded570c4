import { X } from 'lucide-react';
import { formatFileSize } from '../../../../shared/format';
import { ATTACHMENT_ACCEPT } from '../../../../shared/tickets/attachment-rules';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { PendingAttachment } from './use-pending-attachments';

interface AttachmentPickerProps {
  items: PendingAttachment[];
  error: string | null;
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/** Each choice appends to the list; each file shows its upload progress. */
export function AttachmentPicker({
  items,
  error,
  disabled,
  onAdd,
  onRemove,
}: AttachmentPickerProps) {
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Allegati (foto e video)"
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        disabled={disabled}
        hint="JPG, PNG, GIF, WebP, MP4, MOV o WebM, al massimo 10MB ciascuno."
        error={error ?? undefined}
        onChange={(event) => {
          onAdd(Array.from(event.currentTarget.files ?? []));
          // Emptied so that choosing again appends, even the same file.
          event.currentTarget.value = '';
        }}
      />
      {items.length > 0 && (
        <ul aria-label="File da caricare" className="flex flex-col gap-2">
          {items.map(({ key, file, progress, uploaded }) => (
            <li key={key} className="flex flex-wrap items-center gap-3 text-sm">
              <span className="min-w-0 flex-1 truncate">
                {file.name} ({formatFileSize(file.size)})
              </span>
              <progress
                className="h-2 w-32"
                max={1}
                value={progress}
                aria-label={`Caricamento di ${file.name}`}
              />
              {!uploaded && (
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  disabled={disabled}
                  aria-label={`Rimuovi ${file.name}`}
                  onClick={() => onRemove(key)}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
