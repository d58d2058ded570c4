/**
 * The shop's logo is a URL of its choice and may be gone: show the wrench icon instead. The
 * module runs after parsing, so the image may already have failed; check before listening.
 */
export function enableLogoFallback(): void {
  const image = document.querySelector<HTMLImageElement>('[data-logo-image]');
  const fallback = document.querySelector<HTMLElement>('[data-logo-fallback]');
  if (!image || !fallback) return;
  const swap = () => {
    image.remove();
    fallback.hidden = false;
  };
  if (image.complete && image.naturalWidth === 0) swap();
  else image.addEventListener('error', swap, { once: true });
}
