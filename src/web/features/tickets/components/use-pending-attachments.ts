import { useState } from 'react';
import {
  ATTACHMENT_MESSAGES,
  attachmentFileError,
} from '../../../../shared/tickets/attachment-rules';
import { errorMessage } from '../../../lib/api-fetch';

export interface PendingAttachment {
  key: string;
  file: File;
  /** 0..1 while uploading; 1 once the server has recorded it. */
  progress: number;
  uploaded: boolean;
}

/**
 * Files chosen before saving: appended and removable one by one, checked with the shared rules
 * (the server checks again by content), uploaded one request per file so each has its own bar.
 */
export function usePendingAttachments() {
  const [items, setItems] = useState<PendingAttachment[]>([]);
  const [rejected, setRejected] = useState<string | null>(null);

  function add(files: Iterable<File>) {
    const accepted: PendingAttachment[] = [];
    const refusals: string[] = [];
    for (const file of files) {
      const problem = attachmentFileError(file);
      if (problem) refusals.push(`${file.name}: ${problem}`);
      else accepted.push({ key: crypto.randomUUID(), file, progress: 0, uploaded: false });
    }
    setRejected(refusals.length > 0 ? refusals.join(' ') : null);
    setItems((current) => [...current, ...accepted]);
  }

  function remove(key: string) {
    setItems((current) => current.filter((item) => item.key !== key));
  }

  function patch(key: string, change: Partial<PendingAttachment>) {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }

  /** Uploads what is not on the server yet; the first failure stops and is returned. */
  async function uploadTo(ticketId: string): Promise<string | null> {
    // The uploader is fetched when there is something to send: most tickets are saved without files.
    const { uploadAttachment } = await import('../api/upload-attachment');
    for (const item of items.filter((pending) => !pending.uploaded)) {
      try {
        await uploadAttachment(ticketId, item.file, (progress) => patch(item.key, { progress }));
        patch(item.key, { progress: 1, uploaded: true });
      } catch (error) {
        patch(item.key, { progress: 0 });
        return `${ATTACHMENT_MESSAGES.uploadFailedPrefix}${item.file.name}: ${errorMessage(error)}`;
      }
    }
    return null;
  }

  return { items, rejected, add, remove, uploadTo, hasPending: items.some((i) => !i.uploaded) };
}
