/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx';
import type { PageAssets } from '../page-assets';

/**
 * The HTML shell of every public page: no staff bundle, one stylesheet, at most one small module.
 * theme-init.js runs before the first paint so the dark theme never flashes light.
 */
export function PublicLayout(props: { title: string; assets: PageAssets; children: Child }) {
  const { assets } = props;
  return (
    <html lang="it">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{props.title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script src="/theme-init.js" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {assets.script ? <script type="module" src={assets.script} /> : null}
      </head>
      <body>
        <main class="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">{props.children}</main>
      </body>
    </html>
  );
}

/** A bordered card: the pages are a column of these. */
export function Card(props: { children: Child; class?: string }) {
  return (
    <section
      class={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900 ${props.class ?? ''}`}
    >
      {props.children}
    </section>
  );
}

export const BUTTON_PRIMARY =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-60 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200';
export const BUTTON_SECONDARY =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
export const LINK =
  'text-blue-700 underline underline-offset-2 hover:text-blue-900 dark:text-sky-300 dark:hover:text-sky-200';
