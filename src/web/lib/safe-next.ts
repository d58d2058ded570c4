export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * The page to open after signing in: only same-origin paths are accepted, so a
 * crafted `?next=https://evil.example` or `?next=//evil.example` falls back.
 */
export function safeNextPath(raw: string | null): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  try {
    const url = new URL(raw, window.location.origin);
    if (url.origin !== window.location.origin || url.pathname === '/login') {
      return DEFAULT_AFTER_SIGN_IN;
    }
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}

/** `/login?next=…` for the page the person was trying to open. */
export function loginPathFor(pathname: string, search: string): string {
  const target = `${pathname}${search}`;
  if (target === '/' || target === DEFAULT_AFTER_SIGN_IN) return '/login';
  return `/login?next=${encodeURIComponent(target)}`;
}
