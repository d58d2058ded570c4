import { enableLogoFallback } from './logo-fallback';

/** The status and thank-you pages: logo fallback and the device password's reveal button. */
enableLogoFallback();

const toggle = document.querySelector<HTMLButtonElement>('[data-password-toggle]');
const mask = document.querySelector<HTMLElement>('[data-password-mask]');
const value = document.querySelector<HTMLElement>('[data-password-value]');
if (toggle && mask && value) {
  toggle.hidden = false;
  toggle.setAttribute('aria-expanded', 'false');
  toggle.addEventListener('click', () => {
    const show = value.hidden;
    value.hidden = !show;
    mask.hidden = show;
    toggle.textContent = show ? 'Nascondi password' : 'Mostra password';
    toggle.setAttribute('aria-expanded', String(show));
  });
}
