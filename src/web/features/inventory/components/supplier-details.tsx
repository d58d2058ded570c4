import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { SupplierDto } from '../../../../shared/inventory/suppliers';
import { plural } from '../../../../shared/plural';
import { PageHeader } from '../../../components/layout/page-header';
import { Section } from '../../../components/layout/section';
import { buttonClass } from '../../../components/ui/button';
import { Fact } from './fact';
import { ProductsOfSupplier } from './products-of-supplier';

/** A supplier's page: its details and the products bought from it. */
export function SupplierDetails({ supplier }: { supplier: SupplierDto }) {
  return (
    <>
      <PageHeader
        title={supplier.name}
        description="Fornitore"
        actions={
          <Link to={`/suppliers/${supplier.id}/edit`} className={buttonClass('secondary')}>
            <Pencil className="size-4" aria-hidden="true" />
            Modifica
          </Link>
        }
      />
      <Section title="Dati del fornitore">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Email">
            {supplier.email && (
              <a className="underline" href={`mailto:${supplier.email}`}>
                {supplier.email}
              </a>
            )}
          </Fact>
          <Fact term="Telefono">
            {supplier.phone && (
              <a className="underline" href={`tel:${supplier.phone}`}>
                {supplier.phone_display ?? supplier.phone}
              </a>
            )}
          </Fact>
          <Fact term="Partita IVA">{supplier.vat_number}</Fact>
          <Fact term="Giorni di consegna">
            {supplier.lead_time_days === null
              ? null
              : plural(supplier.lead_time_days, 'giorno', 'giorni')}
          </Fact>
          <Fact term="Indirizzo">{supplier.address}</Fact>
          <Fact term="Note">{supplier.notes}</Fact>
        </dl>
      </Section>
      <Section title={`Prodotti (${supplier.product_count})`}>
        <ProductsOfSupplier supplierId={supplier.id} />
      </Section>
    </>
  );
}
