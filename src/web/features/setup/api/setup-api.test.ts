import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from '../../auth/api/account-api';
import { setupFormSchema } from './setup-api';

/** The first-run and change-password forms share one "typed twice" rule (NewPasswordFields). */
describe('new password typed twice', () => {
  const firstAdmin = {
    name: 'Titolare',
    email: 'titolare@negozio.it',
    password: 'Una-Password-Lunga',
  };

  it('accepts the same password twice and refuses two different ones on the confirmation', () => {
    expect(setupFormSchema.safeParse({ ...firstAdmin, confirm: firstAdmin.password }).success).toBe(
      true,
    );
    const differ = setupFormSchema.safeParse({ ...firstAdmin, confirm: 'Un-Altra-Password' });
    expect(differ.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirm', 'Le password non coincidono'],
    ]);
    const change = changePasswordSchema.safeParse({
      currentPassword: 'vecchia',
      newPassword: 'Nuova-Password-Lunga',
      confirm: 'Nuova-Password-Lung',
    });
    expect(change.error?.issues.map((i) => i.path.join('.'))).toEqual(['confirm']);
  });
});
