/**
 * Inline errors for the enhanced form: each field's message goes in its error line (already tied
 * to the control by aria-describedby) and the summary, a role="alert" region, is announced.
 */
export function showFormErrors(
  form: HTMLFormElement,
  summary: string,
  fieldErrors: Record<string, string[]> = {},
): void {
  let firstInvalid: HTMLElement | null = null;
  for (const line of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const name = line.dataset.errorFor ?? '';
    const message = fieldErrors[name]?.[0] ?? '';
    line.textContent = message;
    const control = form.querySelector<HTMLElement>(`#${CSS.escape(name)}`);
    if (!control) continue;
    if (message) {
      control.setAttribute('aria-invalid', 'true');
      firstInvalid ??= control;
    } else control.removeAttribute('aria-invalid');
  }
  const region = form.querySelector<HTMLElement>('[data-form-error]');
  if (region) region.textContent = summary;
  if (firstInvalid) firstInvalid.focus();
  else region?.focus();
}

export function clearFormErrors(form: HTMLFormElement): void {
  showFormErrors(form, '');
}
