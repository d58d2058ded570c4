import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/layout/page-header';
import { Section } from '../../../components/layout/section';
import { useCurrentUser } from '../../../features/auth/api/current-user';
import { meQueryKey } from '../../../features/auth/api/me';
import { prefetchSettings } from '../../../features/settings/api/settings-api';
import { RequireTwoFactorSwitch } from '../../../features/settings/components/require-two-factor-switch';
import { prefetchUsersList } from '../../../features/users/api/users-api';
import { CreateUserForm } from '../../../features/users/components/create-user-form';
import { UsersTable } from '../../../features/users/components/users-table';
import type { PrefetchPage } from '../../../lib/page-warmup';

/** The accounts and the two-factor switch's setting, fetched ahead of the first render. */
export const prefetchPage: PrefetchPage = (client, target) =>
  Promise.all([prefetchUsersList(client, target), prefetchSettings(client, target)]);

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
