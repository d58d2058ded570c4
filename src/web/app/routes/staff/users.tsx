import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/layout/page-header';
import { Section } from '../../../components/layout/section';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { meQueryKey } from '../../../features/auth/api/me';
import { RequireTwoFactorSwitch } from '../../../features/settings/components/require-two-factor-switch';
import { CreateUserForm } from '../../../features/users/components/create-user-form';
import { UsersTable } from '../../../features/users/components/users-table';

export { prefetchUsersPage as prefetchPage } from '../../../features/users/api/users-api';

/** Admin only: staff accounts and the two-factor requirement. */
export function UsersPage() {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader
        title="Utenti"
        description="Account del personale, ruoli e sicurezza dell'accesso."
      />
      <Section title="Sicurezza dell'accesso">
        {/* The requirement may apply to the admin too: re-read /api/me after a change. */}
        <RequireTwoFactorSwitch
          onSaved={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })}
        />
      </Section>
      <Section title="Nuovo account">
        <CreateUserForm />
      </Section>
      <Section title="Account">
        <UsersTable currentUserId={me.id} />
      </Section>
    </>
  );
}
