import { describe, expect, it } from 'vitest';
import { personNameWithSurname, splitPersonName } from './person-name';

describe('splitPersonName', () => {
  it('reads the counter’s "Nome Cognome" when the cut is clear', () => {
    expect(splitPersonName('Mario Rossi')).toEqual({
      first_name: 'Mario',
      last_name: 'Rossi',
      sure: true,
    });
    expect(splitPersonName('  Mario   De  Luca ')).toEqual({
      first_name: 'Mario',
      last_name: 'De Luca',
      sure: true,
    });
    expect(splitPersonName('Anna Maria della Valle')).toEqual({
      first_name: 'Anna Maria',
      last_name: 'della Valle',
      sure: true,
    });
    expect(splitPersonName("Lucia D'Amico")).toEqual({
      first_name: 'Lucia',
      last_name: "D'Amico",
      sure: true,
    });
    expect(splitPersonName('Rossi')).toEqual({ first_name: null, last_name: 'Rossi', sure: true });
  });

  it('is unsure of three words or more with no particle, and of a surname typed first', () => {
    expect(splitPersonName('Gian Marco Rossi')).toEqual({
      first_name: 'Gian Marco',
      last_name: 'Rossi',
      sure: false,
    });
    expect(splitPersonName('De Luca Mario').sure).toBe(false);
  });
});

describe('personNameWithSurname', () => {
  it('takes the surname the counter named, at the end or at the start of the name typed', () => {
    expect(personNameWithSurname('Gian Marco Rossi', 'Marco Rossi')).toEqual({
      first_name: 'Gian',
      last_name: 'Marco Rossi',
    });
    expect(personNameWithSurname('Rossi Mario', ' rossi ')).toEqual({
      first_name: 'Mario',
      last_name: 'Rossi',
    });
    expect(personNameWithSurname('Gian Marco Rossi', 'Gian Marco Rossi')).toEqual({
      first_name: null,
      last_name: 'Gian Marco Rossi',
    });
  });

  it('is null for a surname that is not a whole part of the name', () => {
    expect(personNameWithSurname('Gian Marco Rossi', 'Bianchi')).toBeNull();
    expect(personNameWithSurname('Gian Marco Rossi', 'Ross')).toBeNull();
    expect(personNameWithSurname('Gian Marco Rossi', 'Marco')).toBeNull();
  });
});
