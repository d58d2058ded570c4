import { useEffect, useState } from 'react';
import { formatCalendarDate } from '../../../shared/format';
import { PRIVACY_PATH } from '../../../shared/paths';
import { fetchPublicShop } from '../../lib/public-shop';

const LINK = 'underline underline-offset-2 hover:no-underline';

/**
 * The shop's privacy page: its own site's (setting shop_privacy_url) or the notice the app
 * serves. A plain effect rather than a query: the public pages and the login have no query
 * client (the signed-in app reads its shop query instead: app-shell.tsx).
 */
function usePublicPrivacyUrl(): string {
  const [url, setUrl] = useState(PRIVACY_PATH);
  useEffect(() => {
    const controller = new AbortController();
    fetchPublicShop(controller.signal).then(
      (shop) => setUrl(shop.privacy_url),
      // Unreadable shop details: the app's own notice still answers.
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return url;
}

/** The footer of the pages that need no sign-in. */
export function PublicFooter() {
  return <Footer privacyUrl={usePublicPrivacyUrl()} />;
}

/** Year, the shop's privacy page (the app's own notice until it is known) and the version. */
export function Footer({ privacyUrl = PRIVACY_PATH }: { privacyUrl?: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-300 bg-white text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-4">
        <p>© {year} Sportello</p>
        {/^https?:\/\//.test(privacyUrl) ? (
          <a href={privacyUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
            Informativa sulla privacy
            <span className="sr-only"> (si apre in una nuova scheda)</span>
          </a>
        ) : (
          // Server-rendered (not a route of this app): a full page load.
          <a href={privacyUrl} className={LINK}>
            Informativa sulla privacy
          </a>
        )}
        <p>
          Versione {__APP_VERSION__} · Build del {formatCalendarDate(__BUILD_DATE__)}
        </p>
      </div>
    </footer>
  );
}
