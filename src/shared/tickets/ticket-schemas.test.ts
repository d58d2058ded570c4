import { describe, expect, it } from 'vitest';
import { normalizePhone } from '../form-fields';
import { centsToEuro, euroToCents, formatCents } from '../money';
import { isUuidShape, TICKET_MESSAGES as M, ticketSchemas } from './ticket-schemas';

const { create, update } = ticketSchemas(() => '2026-03-15');
const valid = {
  description: 'Schermo rotto',
  customer_name: 'Mario Rossi',
  customer_email: 'mario@example.it',
  device_type: 'iPhone 13',
};

function errorsOf(schema: typeof create | typeof update, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('ticket create schema', () => {
  it('accepts the required fields and defaults priority to medium', () => {
    expect(create.parse(valid)).toMatchObject({ ...valid, priority: 'medium' });
  });

  it('requires description, customer name, e-mail and device type, each with its message', () => {
    expect(errorsOf(create, {})).toMatchObject({
      description: [M.descriptionRequired],
      customer_name: [M.customerNameRequired],
      customer_email: [M.customerEmailRequired],
      device_type: [M.deviceTypeRequired],
    });
    expect(errorsOf(create, { ...valid, description: '   ' })).toEqual({
      description: [M.descriptionRequired],
    });
    expect(errorsOf(create, { ...valid, customer_email: 'non-una-mail' })).toEqual({
      customer_email: [M.customerEmailInvalid],
    });
  });

  it('trims text and lowercases the e-mail', () => {
    const parsed = create.parse({ ...valid, customer_name: '  Anna ', customer_email: ' A@B.IT ' });
    expect(parsed.customer_name).toBe('Anna');
    expect(parsed.customer_email).toBe('a@b.it');
  });

  it('takes a price ≥ 0 with at most 2 decimals; blank means none', () => {
    expect(create.parse({ ...valid, price: 49.9 }).price).toBe(49.9);
    expect(create.parse({ ...valid, price: '12,50' }).price).toBe(12.5);
    expect(create.parse({ ...valid, price: 0.07 }).price).toBe(0.07);
    expect(create.parse({ ...valid, price: '' }).price).toBeNull();
    expect(create.parse({ ...valid, price: Number.NaN }).price).toBeNull();
    expect(errorsOf(create, { ...valid, price: -1 })).toEqual({ price: [M.priceNegative] });
    expect(errorsOf(create, { ...valid, price: 1.234 })).toEqual({ price: [M.priceDecimals] });
    expect(errorsOf(create, { ...valid, price: 'tanti' })).toEqual({ price: [M.priceInvalid] });
    expect(errorsOf(create, { ...valid, price: 2_000_000 })).toEqual({ price: [M.priceTooHigh] });
  });

  it('refuses a purchase date after today (as the injected today says) or not a real date', () => {
    expect(create.parse({ ...valid, purchase_date: '2026-03-15' }).purchase_date).toBe(
      '2026-03-15',
    );
    expect(errorsOf(create, { ...valid, purchase_date: '2026-03-16' })).toEqual({
      purchase_date: [M.purchaseDateFuture],
    });
    expect(errorsOf(create, { ...valid, purchase_date: '2026-02-30' })).toEqual({
      purchase_date: [M.dateInvalid],
    });
    expect(errorsOf(create, { ...valid, purchase_date: '15/03/2026' })).toMatchObject({
      purchase_date: [M.dateInvalid],
    });
    expect(create.parse({ ...valid, purchase_date: '' }).purchase_date).toBeNull();
  });

  it('stores the phone as + and digits, Italian by default, at most 15 digits', () => {
    expect(create.parse({ ...valid, customer_phone: '+39 333 123 4567' }).customer_phone).toBe(
      '+393331234567',
    );
    expect(create.parse({ ...valid, customer_phone: '333-123.4567' }).customer_phone).toBe(
      '+393331234567',
    );
    expect(create.parse({ ...valid, customer_phone: '0041 79 123 45 67' }).customer_phone).toBe(
      '+41791234567',
    );
    expect(create.parse({ ...valid, customer_phone: '' }).customer_phone).toBeNull();
    expect(errorsOf(create, { ...valid, customer_phone: '+1234567890123456' })).toEqual({
      customer_phone: [M.phoneTooLong],
    });
    expect(errorsOf(create, { ...valid, customer_phone: '333 abc' })).toEqual({
      customer_phone: [M.phoneInvalid],
    });
  });

  it('takes an assignee as a UUID-shaped id or an e-mail, or nothing', () => {
    const id = '0b6f9c1e-3f7a-4c2d-9e8b-1a2b3c4d5e6f';
    expect(create.parse({ ...valid, assigned_to: id }).assigned_to).toBe(id);
    expect(create.parse({ ...valid, assigned_to: 'Tecnico@Negozio.it' }).assigned_to).toBe(
      'tecnico@negozio.it',
    );
    expect(create.parse({ ...valid, assigned_to: '' }).assigned_to).toBeNull();
    expect(create.parse({ ...valid, assigned_to: null }).assigned_to).toBeNull();
    expect(errorsOf(create, { ...valid, assigned_to: 'mario' })).toEqual({
      assigned_to: [M.assigneeInvalid],
    });
  });

  it('blanks optional texts to null and refuses an unknown priority', () => {
    const parsed = create.parse({ ...valid, order_id: ' ', password: '' });
    expect(parsed.order_id).toBeNull();
    expect(parsed.password).toBeNull();
    expect(errorsOf(create, { ...valid, priority: 'urgent' })).toEqual({
      priority: [M.priorityInvalid],
    });
  });
});

describe('ticket update schema', () => {
  it('needs the version and at least one change; required fields cannot be blanked', () => {
    expect(update.parse({ version: 3, status: 'Chiuso' })).toEqual({
      version: 3,
      status: 'Chiuso',
    });
    expect(errorsOf(update, { status: 'Chiuso' })).toMatchObject({ version: [M.versionRequired] });
    expect(errorsOf(update, { version: 1 })).toEqual({ _: [M.nothingToChange] });
    expect(errorsOf(update, { version: 1, description: '' })).toEqual({
      description: [M.descriptionRequired],
    });
    expect(errorsOf(update, { version: 1, status: 'Finito' })).toEqual({
      status: [M.statusInvalid],
    });
  });
});

describe('helpers', () => {
  it('converts euros and cents without float drift', () => {
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(euroToCents(49.9)).toBe(4990);
    expect(centsToEuro(4990)).toBe(49.9);
    expect(formatCents(1234567)).toBe('12.345,67\u00a0€');
  });

  it('recognises the UUID shape and normalises phones', () => {
    expect(isUuidShape('0B6F9C1E-3F7A-4C2D-9E8B-1A2B3C4D5E6F')).toBe(true);
    expect(isUuidShape('0b6f9c1e3f7a4c2d9e8b1a2b3c4d5e6f')).toBe(false);
    expect(normalizePhone(' ')).toBeNull();
  });
});
