/**
 * What may be attached to a ticket (SPEC §5 "Attachments", §9). The browser checks names and sizes
 * before uploading; the server judges each file again by its content (magic bytes) and also
 * requires the name's extension to match what the content is.
 */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_PER_UPLOAD = 10;

export type AttachmentKind = 'image' | 'video';

export interface AttachmentType {
  mime: string;
  kind: AttachmentKind;
  /** The extension files of this type are stored with. */
  ext: string;
  /** Extensions a file of this type may have when uploaded. */
  extensions: readonly string[];
}

export const ATTACHMENT_TYPES: readonly AttachmentType[] = [
  { mime: 'image/jpeg', kind: 'image', ext: 'jpg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/png', kind: 'image', ext: 'png', extensions: ['png'] },
  { mime: 'image/gif', kind: 'image', ext: 'gif', extensions: ['gif'] },
  { mime: 'image/webp', kind: 'image', ext: 'webp', extensions: ['webp'] },
  { mime: 'video/mp4', kind: 'video', ext: 'mp4', extensions: ['mp4', 'm4v'] },
  { mime: 'video/quicktime', kind: 'video', ext: 'mov', extensions: ['mov', 'qt'] },
  { mime: 'video/webm', kind: 'video', ext: 'webm', extensions: ['webm'] },
];

export const ATTACHMENT_MESSAGES = {
  unsupportedType: 'Solo immagini (JPG, PNG, GIF, WebP) e video (MP4, MOV, WebM) sono supportati.',
  tooLarge: 'I file devono essere inferiori a 10MB.',
  tooMany: `Puoi allegare al massimo ${MAX_FILES_PER_UPLOAD} file alla volta.`,
  noFiles: 'Nessun file ricevuto: allega almeno un file nel campo "files".',
  /** Prefix of the alert when an upload fails; the error text follows (SPEC §8). */
  uploadFailedPrefix: 'Caricamento file fallito: ',
} as const;

/** For <input type="file" accept="…">. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_TYPES.flatMap((t) => [
  t.mime,
  ...t.extensions.map((e) => `.${e}`),
]).join(',');

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function attachmentTypeByMime(mime: string): AttachmentType | undefined {
  return ATTACHMENT_TYPES.find((t) => t.mime === mime);
}

export function attachmentTypeByExtension(fileName: string): AttachmentType | undefined {
  const ext = extensionOf(fileName);
  return ATTACHMENT_TYPES.find((t) => t.extensions.includes(ext));
}

/** The browser's check before uploading: the seed's message, or null when the file may go. */
export function attachmentFileError(file: { name: string; size: number }): string | null {
  if (!attachmentTypeByExtension(file.name)) return ATTACHMENT_MESSAGES.unsupportedType;
  if (file.size > MAX_ATTACHMENT_BYTES) return ATTACHMENT_MESSAGES.tooLarge;
  return null;
}
