/** @jsxImportSource hono/jsx */
import type { Context } from 'hono';
import type { Child } from 'hono/jsx';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../../http/context';
import type { PageAssets, PublicEntry } from '../page-assets';
import { noStore } from '../public-responses';
import { ErrorState } from './error-state';
import { HomeIcon, PlusIcon } from './icons';
import { PublicLayout } from './layout';
import { NEW_TICKET_PATH } from './thank-you';

/** Answers with whole public pages: doctype, layout, the entry's assets, never cached. */
export function pageRenderer(assets: (entry: PublicEntry) => PageAssets) {
  async function page(
    c: Context<AppEnv>,
    entry: PublicEntry,
    title: string,
    body: Child,
    status: ContentfulStatusCode = 200,
  ) {
    noStore(c);
    const html = (
      <PublicLayout title={title} assets={assets(entry)}>
        {body}
      </PublicLayout>
    );
    // hono/jsx renders elements only; the doctype keeps browsers out of quirks mode.
    return c.html(`<!doctype html>${await html.toString()}`, status);
  }

  /**
   * An error state with one way on: back home (the shop's website, else the form, which is where
   * a customer starts) or straight to a new ticket.
   */
  function errorPage(
    c: Context<AppEnv>,
    status: ContentfulStatusCode,
    message: string,
    way: { home: string } | 'new-ticket',
  ) {
    const action =
      way === 'new-ticket'
        ? { href: NEW_TICKET_PATH, label: 'Apra un nuovo ticket', icon: <PlusIcon /> }
        : { href: way.home || NEW_TICKET_PATH, label: 'Torni alla home', icon: <HomeIcon /> };
    return page(
      c,
      'ticket-page',
      message,
      <ErrorState message={message} action={action} />,
      status,
    );
  }

  return { page, errorPage };
}
