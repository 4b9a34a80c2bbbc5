import type { AdminUser } from '@matjar/core';
import { formatNumber } from '@matjar/core';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useAdminUsers } from '../lib/api/admin-users';
import { AdminUsersTable } from '../features/users/admin-users-table';
import { CustomersTable } from '../features/customers/customers-table';
import { useUserStats } from '../features/users/api/user-stats';
import { DeleteUserDialog } from '../features/users/delete-user-dialog';
import { UserFormDialog } from '../features/users/user-form-dialog';
import { UserStatsCards } from '../features/users/user-stats-cards';
import { useI18n } from '../i18n/language-context';
import { useSession } from '../lib/session/session-context';
import { Button } from '../ui/button';
import { PageHeading } from '../ui/page-heading';
import { Tabs } from '../ui/tabs';

type Editing = { kind: 'form'; user: AdminUser | null } | { kind: 'delete'; user: AdminUser } | null;

/** Back-office §2 Users screen (super_admin only; the router shows others the unauthorised panel). */
export function UsersPage() {
  const { t, language } = useI18n();
  const { user: me } = useSession();
  const [tab, setTab] = useState('admins');
  const [editing, setEditing] = useState<Editing>(null);
  const admins = useAdminUsers();
  const stats = useUserStats();
  const close = () => setEditing(null);

  const count = (n: number | undefined) =>
    n === undefined ? null : (
      <span className="rounded-full bg-zinc-100 px-2 text-xs text-zinc-600">{formatNumber(n, language)}</span>
    );

  return (
    <>
      <PageHeading
        title={t('nav.users')}
        actions={
          <Button variant="primary" icon={UserPlus} onClick={() => setEditing({ kind: 'form', user: null })}>
            {t('users.add')}
          </Button>
        }
      />
      <div className="mt-6">
        <UserStatsCards />
      </div>
      <div className="mt-6">
        <Tabs
          label={t('nav.users')}
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'admins',
              label: (
                <>
                  {t('users.tab.admins')} {count(admins.data?.length)}
                </>
              ),
              content: (
                <AdminUsersTable
                  query={admins}
                  currentUserId={me?.id ?? ''}
                  onEdit={(user) => setEditing({ kind: 'form', user })}
                  onDelete={(user) => setEditing({ kind: 'delete', user })}
                />
              ),
            },
            {
              value: 'customers',
              label: (
                <>
                  {t('users.tab.customers')} {count(stats.data?.customers.total)}
                </>
              ),
              // The same list as the Customers screen; it loads when the tab opens.
              content: <CustomersTable idPrefix="users-customers" enabled={tab === 'customers'} />,
            },
          ]}
        />
      </div>
      {editing?.kind === 'form' && <UserFormDialog user={editing.user} onClose={close} />}
      {editing?.kind === 'delete' && <DeleteUserDialog user={editing.user} onClose={close} />}
    </>
  );
}
