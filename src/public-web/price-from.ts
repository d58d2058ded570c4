import { formatEuro } from '../shared/format';

/**
 * The public form's "da X €" (decision 030): once the customer pauses typing the model, the
 * shop's lowest list price for it, under the field. Only rendered when the shop turned it on.
 */
export function enablePriceFrom(form: HTMLFormElement): void {
  const out = form.querySelector<HTMLElement>('[data-price-from]');
  const input = form.querySelector<HTMLInputElement>('input[name="device_type"]');
  if (!out || !input) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = '';
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const model = input.value.trim();
      asked = model;
      if (model.length < 2) {
        out.textContent = '';
        return;
      }
      const response = await fetch(
        `/api/public/price-list/from?model=${encodeURIComponent(model)}`,
      );
      const body = (await response.json().catch(() => ({}))) as { from?: number | null };
      if (asked !== model) return;
      out.textContent =
        typeof body.from === 'number'
          ? `Riparazioni per questo modello da ${formatEuro(body.from)}`
          : '';
    }, 400);
  });
}
