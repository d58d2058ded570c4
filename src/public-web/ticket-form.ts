import { isApiErrorBody } from '../shared/api-error';
import { thankYouPath } from '../shared/paths';
import { PUBLIC_FORM_MESSAGES } from '../shared/public-form-messages';
import { clearFormErrors, showFormErrors } from './form-errors';
import { FileQueue } from './form-files';
import { enableLogoFallback } from './logo-fallback';
import { enablePriceFrom } from './price-from';
import { enableSignature } from './signature-canvas';

/**
 * Progressive enhancement of the server-rendered form: the same multipart POST, sent with
 * XMLHttpRequest (fetch cannot report upload progress), errors shown inline, '...' while busy.
 */
const MESSAGES = PUBLIC_FORM_MESSAGES;

enableLogoFallback();
const form = document.querySelector<HTMLFormElement>('[data-ticket-form]');
if (form) {
  enhance(form);
  enablePriceFrom(form);
}

function enhance(form: HTMLFormElement): void {
  const submit = form.querySelector<HTMLButtonElement>('[data-submit]');
  const input = form.querySelector<HTMLInputElement>('input[type="file"]');
  const list = form.querySelector<HTMLUListElement>('[data-file-list]');
  const fileError = form.querySelector<HTMLElement>('[data-error-for="files"]');
  const terms = form.querySelector<HTMLInputElement>('input[name="terms_accepted"]');
  if (!submit || !input || !list || !fileError) return;
  enableSignature(form);
  const label = submit.textContent ?? '';
  const queue = new FileQueue(input, list, (message) => {
    fileError.textContent = message;
  });
  let busy = false;

  // The server checks every rule and answers in Italian; the browser's own bubbles would not.
  form.noValidate = true;
  const syncSubmit = () => {
    submit.disabled = busy || (terms !== null && !terms.checked);
  };
  terms?.addEventListener('change', syncSubmit);
  syncSubmit();

  const setBusy = (value: boolean) => {
    busy = value;
    submit.textContent = value ? '...' : label;
    submit.setAttribute('aria-busy', String(value));
    syncSubmit();
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(form);
    data.delete('files');
    for (const file of queue.files) data.append('files', file, file.name);
    clearFormErrors(form);
    setBusy(true);

    const request = new XMLHttpRequest();
    request.open('POST', '/api/public/tickets');
    request.responseType = 'json';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) queue.showProgress(e.loaded, e.total);
    });
    request.addEventListener('load', () => {
      const body: unknown = request.response;
      if (request.status === 201) return created(body);
      setBusy(false);
      queue.resetProgress();
      if (!isApiErrorBody(body)) return showFormErrors(form, MESSAGES.createFailed);
      const fieldErrors = body.error.details?.fieldErrors;
      showFormErrors(form, fieldErrors ? MESSAGES.checkFields : body.error.message, fieldErrors);
    });
    request.addEventListener('error', () => {
      setBusy(false);
      queue.resetProgress();
      showFormErrors(form, MESSAGES.createFailed);
    });
    request.send(data);
  });

  function created(body: unknown): void {
    const { id, failed_files: failed = [] } = (body ?? {}) as {
      id?: string;
      failed_files?: string[];
    };
    if (!id) {
      setBusy(false);
      showFormErrors(form, MESSAGES.createdWithoutId);
      return;
    }
    // The ticket exists: a file that could not be stored does not stop the customer (SPEC §7).
    for (const name of failed) console.error(MESSAGES.fileFailedPrefix + name);
    window.location.assign(thankYouPath(id));
  }
}
