/**
 * An Italian customer with the shop's own P.IVA: an invoice to them is an invoice to oneself,
 * which the SDI rejects (check 00471, Elenco controlli). The issue refuses it and the customer's
 * page warns of it as soon as such a customer is saved.
 */
export function hasShopVatNumber(
  customer: { country: string; vat_number: string | null },
  shopVatNumber: string | null,
): boolean {
  if (!shopVatNumber || customer.country !== 'IT' || !customer.vat_number) return false;
  return customer.vat_number.replace(/^IT/, '') === shopVatNumber;
}
