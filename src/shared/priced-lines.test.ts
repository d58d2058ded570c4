import { describe, expect, it } from 'vitest';
import { LINE_MESSAGES, pricedLineInput } from './priced-lines';

const parse = (amounts: Record<string, unknown>) =>
  pricedLineInput.safeParse({ description: 'Riga', quantity: 1, ...amounts });
const messages = (amounts: Record<string, unknown>) =>
  parse(amounts).error?.issues.map((i) => i.message) ?? [];

describe('a line as sent', () => {
  it('reads typed text and JSON euros into integer cents; empty is no amount', () => {
    expect(parse({ unit_price: '1.234,50', unit_cost: '' }).data).toMatchObject({
      unit_price: 123_450,
      unit_cost: null,
    });
    expect(parse({ unit_cost: 4.99 }).data?.unit_cost).toBe(499);
    expect(parse({ unit_price: '0,1' }).data?.unit_price).toBe(10);
  });

  it('says what is wrong with an amount, in the words of the field', () => {
    expect(messages({ unit_price: '12,345' })).toEqual([LINE_MESSAGES.priceDecimals]);
    expect(messages({ unit_price: 4.999 })).toEqual([LINE_MESSAGES.priceDecimals]);
    expect(messages({ unit_cost: '-1' })).toEqual([LINE_MESSAGES.costNegative]);
    expect(messages({ unit_cost: 'dieci' })).toEqual([LINE_MESSAGES.costInvalid]);
    expect(messages({ unit_price: 1_000_000.01 })).toEqual([LINE_MESSAGES.priceTooHigh]);
    expect(messages({})).toEqual([LINE_MESSAGES.priceOrCost]);
  });
});
