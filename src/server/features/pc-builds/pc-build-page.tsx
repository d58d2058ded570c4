/** @jsxImportSource hono/jsx */
import { formatDateTime } from '../../../shared/format';
import { PC_BUILD_STATUS_BADGES, type PublicPcBuildDto } from '../../../shared/pc-builds/pc-builds';
import type { PublicShop } from '../public/shop';
import { PREVIEW_BADGE } from '../public/staff-preview';
import { ContactShop } from '../public/views/contact-shop';
import { Card } from '../public/views/layout';
import { PricedLines } from '../public/views/priced-lines';
import { ShopPage } from '../public/views/shop-header';

/** /public/pc-build/{id}: the configuration with the customer's prices, notes, and a way to ask. */
export function PcBuildPage(props: { build: PublicPcBuildDto; shop: PublicShop }) {
  const { build, shop } = props;
  return (
    <ShopPage shop={shop}>
      <Card>
        <p class="text-sm text-slate-600 dark:text-slate-300">
          Configurazione <span class="whitespace-nowrap">{build.build_number}</span>
        </p>
        <div class="mt-1 flex flex-wrap items-center justify-between gap-3">
          <h1 class="text-2xl font-bold break-words">{build.title}</h1>
          <span
            class={`inline-block rounded-full px-3 py-1 text-sm font-medium ${PC_BUILD_STATUS_BADGES[build.status]}`}
          >
            <span class="sr-only">Stato: </span>
            {build.status === 'Bozza' ? PREVIEW_BADGE : build.status}
          </span>
        </div>
        {build.customer_name ? <p class="mt-2">Per {build.customer_name}</p> : null}
        <p class="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Aggiornata il <time datetime={build.updated_at}>{formatDateTime(build.updated_at)}</time>
        </p>
      </Card>
      <Card>
        <h2 class="mb-2 text-lg font-semibold">Componenti</h2>
        <PricedLines
          caption="Componenti della configurazione"
          lines={build.components}
          taxable={build.taxable}
          vatRate={build.vat_rate}
          vatAmount={build.vat_amount}
          total={build.total_amount}
        />
      </Card>
      {build.notes ? (
        <Card>
          <h2 class="text-lg font-semibold">Note</h2>
          <p class="mt-2 whitespace-pre-line break-words">{build.notes}</p>
        </Card>
      ) : null}
      <ContactShop
        shop={shop}
        subject={`Configurazione ${build.build_number}`}
        text={`Buongiorno, vi scrivo per la configurazione ${build.build_number} (${build.title}).`}
      />
    </ShopPage>
  );
}
