import { describe, expect, it } from 'vitest';
import { csvEuros, csvField, csvLine } from './csv';

describe('Italian Excel CSV', () => {
  it('writes cents as euros with a decimal comma, keeping the sign under one euro', () => {
    expect(csvEuros(12990)).toBe('129,90');
    expect(csvEuros(5)).toBe('0,05');
    expect(csvEuros(0)).toBe('0,00');
    expect(csvEuros(-50)).toBe('-0,50');
    expect(csvEuros(-1)).toBe('-0,01');
    expect(csvEuros(-12990)).toBe('-129,90');
    expect(csvEuros(null)).toBe('');
  });

  it('defuses formulas and quotes what needs it', () => {
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('-0,50')).toBe('-0,50');
    expect(csvLine(['a;b', 'c"d'])).toBe('"a;b";"c""d"\r\n');
  });
});
