/** A backup as Settings shows it (GET /api/backups). */
export type BackupStatus = 'running' | 'ok' | 'failed' | 'interrupted';

export const BACKUP_STATUS_LABELS: Record<BackupStatus, string> = {
  running: 'In corso',
  ok: 'Riuscito',
  failed: 'Non riuscito',
  interrupted: 'Interrotto',
};

/** The badge of each result (both themes keep 4.5:1 text contrast). */
export const BACKUP_STATUS_BADGE_CLASSES: Record<BackupStatus, string> = {
  running: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  ok: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  interrupted: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

export const BACKUP_TRIGGER_LABELS = { auto: 'Automatico', manual: 'Manuale' } as const;

export interface BackupRunDto {
  id: string;
  trigger: keyof typeof BACKUP_TRIGGER_LABELS;
  status: BackupStatus;
  started_at: string;
  finished_at: string | null;
  file_name: string | null;
  size_bytes: number | null;
  error: string | null;
  /** The archive is still in its folder: *Scarica* works. */
  downloadable: boolean;
}

export interface BackupsView {
  /** Newest first, the last 10. */
  runs: BackupRunDto[];
  /** Where the next backup goes, as the server's disk names it. */
  folder: string;
}

export const BACKUP_MESSAGES = {
  alreadyRunning: 'Un backup è già in corso: attendi che finisca.',
  started: 'Backup avviato: qui sotto vedi quando finisce.',
  fileGone: 'Il file di questo backup non esiste più (eliminato dopo i giorni di conservazione).',
  notFound: 'Backup non trovato',
} as const;

/** Why a backup folder is refused: in Settings when it is saved, and by the backup itself. */
export const BACKUP_FOLDER_MESSAGES = {
  control: 'Il percorso contiene caratteri non ammessi (a capo, tabulazioni): riscrivilo.',
  parent: 'Il percorso non può contenere «..»: indica la cartella con il suo percorso completo.',
  windows:
    'Questo server non è Windows: indica un percorso come /mnt/backup (D:\\Backup vale solo su Windows).',
  insideApp: (appDir: string) =>
    `La cartella dei backup non può stare dentro quella del programma (${appDir}): scegline una fuori, meglio su un altro disco.`,
  missing: (folder: string) =>
    `La cartella dei backup ${folder} non esiste (disco non collegato?): creala o collegala. Sportello non la crea, per non riempire il disco di sistema.`,
  notFolder: (folder: string) => `${folder} non è una cartella: indica una cartella per i backup.`,
  notWritable: (folder: string) =>
    `Sportello non può scrivere nella cartella dei backup ${folder}: controlla i permessi.`,
} as const;
