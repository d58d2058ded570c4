/**
 * The till's query keys, here because payments and sales refresh each other (a sale's tenders are
 * payments; an annullo voids its counter sale) and features depend on each other one way only.
 */
export const PAYMENTS_KEY = ['payments'] as const;
export const SALES_KEY = ['/api/sales'] as const;
