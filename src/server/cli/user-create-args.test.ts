import { describe, expect, it } from 'vitest';
import { parseUserCreateArgs } from './user-create-args';

const valid = ['--email', 'Mario@Negozio.it', '--password', 'Bottega-Sicura-2026'];

describe('user:create arguments', () => {
  it('accepts e-mail and password, with user as the default role and the e-mail as the name', () => {
    expect(parseUserCreateArgs(valid)).toEqual({
      kind: 'create',
      input: {
        email: 'mario@negozio.it',
        password: 'Bottega-Sicura-2026',
        role: 'user',
        name: 'Mario',
      },
    });
    expect(parseUserCreateArgs([...valid, '--role', 'admin', '--name', 'Mario Rossi'])).toEqual({
      kind: 'create',
      input: expect.objectContaining({ role: 'admin', name: 'Mario Rossi' }),
    });
  });

  it('takes a value starting with "-" when written as --option=value', () => {
    const args = parseUserCreateArgs(['--email', 'a@b.it', '--password=-Bottega-Sicura-26']);
    expect(args).toMatchObject({ kind: 'create', input: { password: '-Bottega-Sicura-26' } });
  });

  it.each([
    [['--emial', 'a@b.it'], 'opzione sconosciuta: --emial'],
    [['-x'], 'opzione sconosciuta: -x'],
    [['--email'], 'manca il valore di --email'],
    [['--email', '--password', 'Bottega-Sicura-2026'], 'manca il valore di --email'],
    [[...valid, 'admin'], 'argomento inatteso: admin'],
  ])('says what is wrong with %j', (argv, message) => {
    expect(parseUserCreateArgs(argv)).toEqual({ kind: 'invalid', errors: [message] });
  });

  it('lists every invalid field, and refuses a weak password before touching the database', () => {
    expect(parseUserCreateArgs(['--email', 'x', '--role', 'capo'])).toEqual({
      kind: 'invalid',
      errors: [
        'email: Indirizzo email non valido',
        'role: Ruolo non valido: usa admin, employee o user',
        'password: La password deve essere di almeno 10 caratteri',
      ],
    });
    for (const password of ['password123', 'password12']) {
      expect(parseUserCreateArgs(['--email', 'a@b.it', '--password', password])).toEqual({
        kind: 'invalid',
        errors: ['password: Questa password è troppo comune: scegline una meno prevedibile'],
      });
    }
  });

  it('recognises --help and -h', () => {
    expect(parseUserCreateArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseUserCreateArgs(['-h'])).toEqual({ kind: 'help' });
  });
});
