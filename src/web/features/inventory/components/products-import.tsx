import type { ImportReport } from '../../../../shared/inventory/products-import';
import { CsvImport } from '../../../components/ui/csv-import';
import { productsApi } from '../api/products-api';
import { ImportChanges } from './import-changes';

/** The products' CSV out and in, on the kit's import (the price list shares it). */
export function ProductsImport() {
  return (
    <CsvImport<ImportReport>
      path="/api/products/import"
      exportHref="/api/products/export.csv"
      hint="Colonne: SKU; EAN; Nome; Marca; Categoria; Fornitore; Quantità; Prezzo; Costo; Descrizione; Scorta minima (come l'esportazione). Servono SKU e Nome; le colonne che mancano restano come sono. Al massimo 50.000 righe e 5 MB."
      words={{
        noun: ['prodotto', 'prodotti'],
        created: ['creato', 'creati'],
        updated: ['aggiornato', 'aggiornati'],
      }}
      queryKey={productsApi.key}
      details={(report) => <ImportChanges changes={report.changes} />}
    />
  );
}
