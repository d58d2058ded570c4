import type { Kysely, Transaction } from 'kysely';
import type { InvoiceSellerDto } from '../../../shared/invoices/invoice-dto';
import { INVOICE_MESSAGES } from '../../../shared/invoices/invoice-schemas';
import {
  INVOICING_MESSAGES,
  type InvoicingSettingsDto,
  type InvoicingSettingsInput,
  missingForIssue,
} from '../../../shared/invoices/invoicing-settings';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import {
  type InvoicingSettingsRow,
  selectInvoicingSettings,
  updateInvoicingSettings,
} from './invoicing-settings.queries';

/** Settings → Fatturazione (admins): the shop as its invoices name it. */
export function sellerOf(row: InvoicingSettingsRow): InvoiceSellerDto {
  return {
    company_name: row.company_name,
    first_name: row.first_name,
    last_name: row.last_name,
    vat_number: row.vat_number,
    tax_code: row.tax_code,
    regime_fiscale: row.regime_fiscale,
    stamp_duty_bearer: row.stamp_duty_bearer,
    street: row.street,
    postal_code: row.postal_code,
    city: row.city,
    province: row.province,
    country: row.country,
    rea_office: row.rea_office,
    rea_number: row.rea_number,
    iban: row.iban,
    pec: row.pec,
  };
}

function present(row: InvoicingSettingsRow): InvoicingSettingsDto {
  const seller = sellerOf(row);
  return {
    ...seller,
    default_vat_rate: row.default_vat_hundredths / 100,
    number_pattern: row.number_pattern,
    next_file_progressive: Number(row.next_file_progressive),
    missing: missingForIssue(seller),
  };
}

export async function readInvoicingSettings(db: Kysely<DB> | Transaction<DB>) {
  return selectInvoicingSettings(db);
}

export async function getInvoicingSettings(deps: Pick<AppDeps, 'db'>) {
  return present(await selectInvoicingSettings(deps.db));
}

/**
 * Saves the whole section. The file progressive may move forward (a shop that sent files from
 * another program continues its names) but never back onto names already used.
 */
export async function putInvoicingSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: InvoicingSettingsInput,
): Promise<InvoicingSettingsDto> {
  const { default_vat_rate, next_file_progressive, ...fields } = input;
  await deps.db.transaction().execute(async (trx) => {
    const current = await selectInvoicingSettings(trx);
    if (
      next_file_progressive !== undefined &&
      next_file_progressive < Number(current.next_file_progressive)
    )
      throw new AppError(400, 'validation_failed', INVOICING_MESSAGES.progressiveBackwards, {
        fieldErrors: { next_file_progressive: [INVOICING_MESSAGES.progressiveBackwards] },
      });
    await updateInvoicingSettings(trx, {
      company_name: fields.company_name ?? null,
      first_name: fields.first_name ?? null,
      last_name: fields.last_name ?? null,
      vat_number: fields.vat_number ?? null,
      tax_code: fields.tax_code ?? null,
      regime_fiscale: fields.regime_fiscale,
      stamp_duty_bearer: fields.stamp_duty_bearer,
      street: fields.street ?? null,
      postal_code: fields.postal_code ?? null,
      city: fields.city ?? null,
      province: fields.province ?? null,
      country: fields.country,
      rea_office: fields.rea_office ?? null,
      rea_number: fields.rea_number ?? null,
      iban: fields.iban ?? null,
      pec: fields.pec ?? null,
      default_vat_hundredths: default_vat_rate,
      number_pattern: fields.number_pattern,
      ...(next_file_progressive === undefined ? {} : { next_file_progressive }),
      updated_at: deps.clock().toISOString(),
    });
  });
  return getInvoicingSettings(deps);
}

/** 422 naming what the shop still has to fill in before its first invoice. */
export function refuseIncompleteShop(row: InvoicingSettingsRow): void {
  const missing = missingForIssue(sellerOf(row));
  if (missing.length === 0) return;
  throw new AppError(422, 'fiscal_data_missing', INVOICE_MESSAGES.shopMissing(missing), {
    fieldErrors: { shop: missing },
  });
}
