import { formatDate } from '../../../../shared/format';
import { PC_BUILD_STATUS_BADGES, type PcBuildDto } from '../../../../shared/pc-builds/pc-builds';
import { PricedDocument } from '../../../components/layout/priced-document';
import { StatusBadge } from '../../../components/ui/badge';
import type { PublicShop } from '../../../lib/public-shop';

/**
 * The PC build as the customer sees it, on screen and on A4 paper: letterhead, title, customer,
 * components by kind with their prices (never costs or margin), totals, notes, payment and terms.
 */
export function PcBuildDocument({
  build,
  shop,
}: {
  build: PcBuildDto;
  shop: PublicShop | undefined;
}) {
  return (
    <PricedDocument
      label={`Configurazione ${build.build_number}`}
      shop={shop}
      caption="Componenti"
      doc={build}
      lines={build.components}
      heading={
        <div className="text-right">
          <p className="text-sm">{`Configurazione PC ${build.build_number}`}</p>
          <h1 className="text-2xl font-bold">{build.title}</h1>
          <p className="text-sm">{`Aggiornata il ${formatDate(build.updated_at)}`}</p>
          <p className="mt-2 print:hidden">
            <StatusBadge value={build.status} colours={PC_BUILD_STATUS_BADGES} />
          </p>
        </div>
      }
    />
  );
}
