/** @jsxImportSource hono/jsx */

import type { Child } from 'hono/jsx';
import type { PublicShop } from '../shop';
import { WrenchIcon } from './icons';
import { Card, LINK } from './layout';

/**
 * The shop's logo and address block, shared by every customer page. The logo is a URL the shop
 * chose: if it fails to load, the page module swaps it for the wrench icon (data-logo-*), and
 * without a logo the icon is shown.
 */
export function ShopHeader(props: { shop: PublicShop }) {
  const { shop } = props;
  const website = shop.website ? new URL(shop.website).host : '';
  return (
    // On a phone the logo has a row of its own, 64 px tall and as wide as its shape asks (a wide
    // logo squeezed into a 56 px square was unreadable); beside the address from the sm width.
    <header class="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
      <div class="flex min-h-14 shrink-0 items-center">
        {shop.logo_url ? (
          <img
            src={shop.logo_url}
            alt={`Logo ${shop.name}`}
            height="64"
            class="h-16 w-auto max-w-full rounded-lg object-contain sm:max-w-48"
            data-logo-image
          />
        ) : null}
        <span
          class="flex size-14 items-center justify-center rounded-lg bg-blue-100 text-blue-800 dark:bg-sky-900/60 dark:text-sky-200"
          hidden={Boolean(shop.logo_url)}
          data-logo-fallback
        >
          <WrenchIcon class="size-7" />
        </span>
      </div>
      <address class="min-w-0 text-sm not-italic text-slate-600 dark:text-slate-300">
        <p class="text-lg font-semibold text-slate-900 dark:text-slate-50">{shop.name}</p>
        {shop.address ? <p class="whitespace-pre-line">{shop.address}</p> : null}
        {shop.phone ? (
          <p>
            Tel.{' '}
            <a class={LINK} href={`tel:${shop.phone.replaceAll(/[^\d+]/g, '')}`}>
              {shop.phone}
            </a>
          </p>
        ) : null}
        {shop.email ? (
          <p>
            <a class={`${LINK} break-all`} href={`mailto:${shop.email}`}>
              {shop.email}
            </a>
          </p>
        ) : null}
        {website ? (
          <p>
            <a class={LINK} href={shop.website} rel="noopener noreferrer">
              {website}
            </a>
          </p>
        ) : null}
        {shop.opening_hours ? <p>Orari: {shop.opening_hours}</p> : null}
        {shop.vat_number ? <p>P.IVA {shop.vat_number}</p> : null}
      </address>
    </header>
  );
}

/** A customer page: the shop's card on top, then the page's own cards. */
export function ShopPage(props: { shop: PublicShop; children: Child }) {
  return (
    <div class="space-y-4">
      <Card>
        <ShopHeader shop={props.shop} />
      </Card>
      {props.children}
    </div>
  );
}
