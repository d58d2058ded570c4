import * as z from 'zod/mini';
import { blankToNull, isCalendarDate, optionalText } from '../form-fields';
import { euroToCents } from '../money';
import { ACCESSORY_KEYS, type Accessory, INTAKE_MESSAGES, passesLuhn } from './ticket-intake';

/**
 * A serial number is free text; fifteen digits are an IMEI and must pass Luhn (a typo caught at
 * the counter, not when the device is reported stolen). Factories, built when the ticket schemas
 * are: modules that import ticket-schemas for isUuidShape do not pay for them.
 */
export const imeiField = () =>
  z.pipe(
    optionalText(50),
    z.nullable(
      z
        .string()
        .check(z.refine((v) => !/^\d{15}$/.test(v) || passesLuhn(v), INTAKE_MESSAGES.imeiInvalid)),
    ),
  );

export const accessoriesField = () =>
  z.pipe(
    z.transform((value: unknown) => (value === null ? [] : value)),
    z.array(
      z.enum(ACCESSORY_KEYS as [Accessory, ...Accessory[]], INTAKE_MESSAGES.accessoryInvalid),
    ),
  );

export const calendarDateField = () =>
  z.pipe(
    z.transform(blankToNull),
    z.nullable(
      z
        .string(INTAKE_MESSAGES.dateInvalid)
        .check(z.refine(isCalendarDate, INTAKE_MESSAGES.dateInvalid)),
    ),
  );

export function depositExceedsPrice(price: number | null, deposit: number | null): boolean {
  return price !== null && deposit !== null && euroToCents(deposit) > euroToCents(price);
}
