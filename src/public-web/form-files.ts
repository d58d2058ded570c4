import {
  ATTACHMENT_MESSAGES,
  attachmentFileError,
  MAX_FILES_PER_UPLOAD,
} from '../shared/tickets/attachment-rules';

interface PickedFile {
  file: File;
  bar: HTMLProgressElement;
}

/**
 * The photos and videos the customer has picked: each choice adds to the list (the browser's
 * input alone would replace it), each entry can be removed and shows its own upload progress.
 */
export class FileQueue {
  private readonly picked: PickedFile[] = [];

  constructor(
    private readonly input: HTMLInputElement,
    private readonly list: HTMLUListElement,
    private readonly showError: (message: string) => void,
  ) {
    input.addEventListener('change', () => this.addChosen());
  }

  get files(): File[] {
    return this.picked.map((p) => p.file);
  }

  /**
   * One request carries all files after the text fields, so each file's share of the bytes sent
   * so far is its progress (part headers make it approximate, which a progress bar can afford).
   */
  showProgress(loaded: number, total: number): void {
    const filesBytes = this.picked.reduce((sum, p) => sum + p.file.size, 0);
    let start = total - filesBytes;
    for (const { file, bar } of this.picked) {
      const done = file.size === 0 ? 1 : (loaded - start) / file.size;
      bar.value = Math.round(Math.min(1, Math.max(0, done)) * 100);
      start += file.size;
    }
  }

  /** Nothing was stored: a full bar would tell the customer otherwise. */
  resetProgress(): void {
    for (const { bar } of this.picked) bar.value = 0;
  }

  private addChosen(): void {
    const problems: string[] = [];
    for (const file of this.input.files ?? []) {
      const error = attachmentFileError(file);
      if (error) problems.push(`${file.name}: ${error}`);
      else if (this.picked.length >= MAX_FILES_PER_UPLOAD)
        problems.push(ATTACHMENT_MESSAGES.tooMany);
      else this.picked.push(this.addItem(file));
    }
    this.input.value = '';
    this.showError([...new Set(problems)].join(' '));
  }

  private addItem(file: File): PickedFile {
    const item = document.createElement('li');
    item.className =
      'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-300 p-2 dark:border-slate-600';
    const name = document.createElement('span');
    name.className = 'min-w-0 flex-1 truncate text-sm';
    name.textContent = `${file.name} (${(file.size / 1024 / 1024).toFixed(1)} MB)`;
    const bar = document.createElement('progress');
    bar.className = 'h-2 w-full accent-blue-700 dark:accent-sky-300';
    bar.max = 100;
    bar.value = 0;
    bar.setAttribute('aria-label', `Caricamento di ${file.name}`);
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className =
      'min-h-11 rounded-md px-3 text-sm font-medium text-red-700 underline underline-offset-2 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950';
    remove.textContent = 'Rimuovi';
    remove.setAttribute('aria-label', `Rimuovi ${file.name}`);
    const entry = { file, bar };
    remove.addEventListener('click', () => {
      this.picked.splice(this.picked.indexOf(entry), 1);
      item.remove();
      this.input.focus();
    });
    item.append(name, remove, bar);
    this.list.append(item);
    return entry;
  }
}
