import { describe, expect, it } from 'vitest';
import { fillPlaceholders, type PlaceholderValues, unknownPlaceholders } from './placeholders';

const VALUES: PlaceholderValues = {
  numero: 'FM-2026-11-0001',
  cliente: 'Mario Rossi',
  dispositivo: 'iPhone 13',
  stato: 'Pronto per il ritiro',
  link: 'https://negozio.it/public/tickets/abc',
  negozio: 'Riparazioni Rossi',
  telefono_negozio: '',
  data_prevista: '',
  da_saldare: '90,00 €',
};

describe('customer message placeholders', () => {
  it('lists the braced words that are not placeholders, once each', () => {
    expect(unknownPlaceholders('{numero} {nome} {nome} {} { spazio } {da_saldare}')).toEqual([
      '{nome}',
      '{}',
    ]);
  });

  it('fills every placeholder and leaves out a line whose placeholder has no value', () => {
    const template =
      'Gentile {cliente},\n{dispositivo}: {stato}\n\nPrevisto per: {data_prevista}\n\nDa saldare: {da_saldare}\nChiami il {telefono_negozio}\n{link}';
    expect(fillPlaceholders(template, VALUES)).toBe(
      'Gentile Mario Rossi,\niPhone 13: Pronto per il ritiro\n\nDa saldare: 90,00 €\nhttps://negozio.it/public/tickets/abc',
    );
  });

  it('does not read a value as a template: braces a customer typed stay as they are', () => {
    const values = { ...VALUES, cliente: '{numero}' };
    expect(fillPlaceholders('Gentile {cliente}', values)).toBe('Gentile {numero}');
  });
});
