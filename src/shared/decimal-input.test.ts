import { describe, expect, it } from 'vitest';
import {
  DECIMAL_INPUT_MESSAGES,
  formatDecimalInput,
  parseDecimalInput,
  parseDecimalValue,
} from './decimal-input';

describe('parseDecimalInput: what an Italian types into a money field (2 decimals)', () => {
  it.each([
    ['129,90', 12990],
    ['129.90', 12990],
    ['1.234,50', 123450],
    ['1234,5', 123450],
    ['0,99', 99],
    [',5', 50],
    ['1.234', 123400],
    ['1.234.567,8', 123456780],
    [' 49 ', 4900],
    ['1 234,50', 123450],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDecimalInput(text, 2)).toEqual({ ok: true, scaled: cents });
  });

  it.each([
    ['12,34,5'],
    ['1.2.3'],
    ['abc'],
    ['12a'],
    [''],
    ['-5'],
    ['1,'],
    ['1.'],
    ['12.34.5'],
    ['1.23,4.5'],
    ['12.3456,7'],
    ['1e3'],
  ])('refuses %j as not a number', (text) => {
    expect(parseDecimalInput(text, 2)).toEqual({
      ok: false,
      message: DECIMAL_INPUT_MESSAGES.invalid,
    });
  });

  it('refuses more decimals than the field keeps, saying how many it keeps', () => {
    expect(parseDecimalInput('1,999', 2)).toEqual({ ok: false, message: 'Al massimo 2 decimali' });
    expect(parseDecimalInput('10,55', 1)).toEqual({ ok: false, message: 'Al massimo 1 decimale' });
    expect(parseDecimalInput('3,5', 0)).toEqual({
      ok: false,
      message: 'Inserisci un numero intero',
    });
  });
});

describe('parseDecimalInput: percentages (1 decimal)', () => {
  it.each([
    ['10,5', 105],
    ['10.5', 105],
    ['22', 220],
    ['100', 1000],
    ['0,1', 1],
  ])('reads %j as %i tenths', (text, tenths) => {
    expect(parseDecimalInput(text, 1)).toEqual({ ok: true, scaled: tenths });
  });
});

describe('formatDecimalInput', () => {
  it.each([
    [12990, 2, '129,90'],
    [99, 2, '0,99'],
    [5, 2, '0,05'],
    [105, 1, '10,5'],
    [220, 1, '22,0'],
  ])('%i with %i decimals is %j', (scaled, decimals, text) => {
    expect(formatDecimalInput(scaled, decimals)).toBe(text);
  });

  it('can drop trailing zeros (percentages read 22, not 22,0)', () => {
    expect(formatDecimalInput(220, 1, false)).toBe('22');
    expect(formatDecimalInput(105, 1, false)).toBe('10,5');
  });

  it('gives back what it reads', () => {
    for (const cents of [0, 1, 99, 100, 12990, 123450, 99999999]) {
      expect(parseDecimalInput(formatDecimalInput(cents, 2), 2)).toEqual({
        ok: true,
        scaled: cents,
      });
    }
  });
});

describe('parseDecimalValue: what a client sends, a JSON number or typed text', () => {
  it.each([
    [1.5, 2, 150],
    [1.234, 3, 1234],
    [0.333, 8, 33_300_000],
    [1e-7, 8, 10],
    [12, 2, 1200],
  ])('reads the number %d with %i decimals as %i', (value, decimals, scaled) => {
    expect(parseDecimalValue(value, decimals)).toEqual({ ok: true, scaled });
  });

  it('never reads a JSON number as Italian text: 1.234 is not one thousand two hundred', () => {
    expect(parseDecimalValue(1.234, 2)).toEqual({
      ok: false,
      message: DECIMAL_INPUT_MESSAGES.tooManyDecimals(2),
    });
    expect(parseDecimalValue(0.001, 2)).toEqual({
      ok: false,
      message: DECIMAL_INPUT_MESSAGES.tooManyDecimals(2),
    });
  });

  it('reads text as an Italian types it', () => {
    expect(parseDecimalValue('1.234', 2)).toEqual({ ok: true, scaled: 123_400 });
    expect(parseDecimalValue('1,5', 2)).toEqual({ ok: true, scaled: 150 });
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY], [1e300], [true], [null], [{}]])(
    'refuses %j',
    (value) => {
      expect(parseDecimalValue(value, 2)).toEqual({
        ok: false,
        message: DECIMAL_INPUT_MESSAGES.invalid,
      });
    },
  );
});
