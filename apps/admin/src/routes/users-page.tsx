import type { AdminUser } from '@matjar/core';
import { formatNumber } from '@matjar/core';
import { CircleAlert, UserPlus, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSession } from '../features/auth/session-context';
import { useAdminUsers } from '../features/users/api/admin-users';
import { useCustomers } from '../features/users/api/customers';
import { AdminUsersTable } from '../features/users/admin-users-table';
import { CustomersTable } from '../features/users/customers-table';
import { DeleteUserDialog } from '../features/users/delete-user-dialog';
import { UserFormDialog } from '../features/users/user-form-dialog';
import { UserStatsCards } from '../features/users/user-stats-cards';
import { useI18n } from '../i18n/language-context';
import { buttonClass } from '../ui/button';
import { PageHeading } from '../ui/page-heading';
import { Spinner } from '../ui/spinner';
import { StatusPanel } from '../ui/status-panel';
import { Tabs } from '../ui/tabs';

type Editing = { kind: 'form'; user: AdminUser | null } | { kind: 'delete'; user: AdminUser } | null;

/** Back-office §2 Users screen (super_admin only; the router shows others the unauthorised panel). */
export function UsersPage() {
  const { t, language } = useI18n();
  const { user: me } = useSession();
  const [tab, setTab] = useState('admins');
  const [editing, setEditing] = useState<Editing>(null);
  const admins = useAdminUsers();
  const customers = useCustomers({ enabled: tab === 'customers' });
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
          <button
            type="button"
            onClick={() => setEditing({ kind: 'form', user: null })}
            className={buttonClass.primary}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {t('users.add')}
          </button>
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
                <Loaded query={admins} empty={t('users.noAdmins')}>
                  {(users) => (
                    <AdminUsersTable
                      users={users}
                      currentUserId={me?.id ?? ''}
                      onEdit={(user) => setEditing({ kind: 'form', user })}
                      onDelete={(user) => setEditing({ kind: 'delete', user })}
                    />
                  )}
                </Loaded>
              ),
            },
            {
              value: 'customers',
              label: (
                <>
                  {t('users.tab.customers')} {count(customers.data?.total)}
                </>
              ),
              content: (
                <>
                  <p className="mb-3 text-sm text-zinc-500">{t('users.customersReadOnly')}</p>
                  <Loaded query={customers} empty={t('users.noCustomers')}>
                    {(data) => <CustomersTable customers={data.customers} />}
                  </Loaded>
                </>
              ),
            },
          ]}
        />
      </div>
      {editing?.kind === 'form' && <UserFormDialog user={editing.user} onClose={close} />}
      {editing?.kind === 'delete' && <DeleteUserDialog user={editing.user} onClose={close} />}
    </>
  );
}

interface LoadedProps<T> {
  query: { data: T | undefined; isError: boolean };
  empty: string;
  children: (data: T) => ReactNode;
}

/** Spinner, load error or the list in its card; an empty list says so. */
function Loaded<T extends unknown[] | { customers: unknown[] }>({ query, empty, children }: LoadedProps<T>) {
  const { t } = useI18n();
  if (query.isError) {
    return (
      <StatusPanel icon={CircleAlert} tone="error" title={t('users.loadFailed')}>
        {t('common.tryAgainLater')}
      </StatusPanel>
    );
  }
  if (query.data === undefined) {
    return (
      <div role="status" className="flex justify-center py-12 text-zinc-500">
        <Spinner className="size-6" />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    );
  }
  const rows = Array.isArray(query.data) ? query.data : query.data.customers;
  if (rows.length === 0) return <StatusPanel icon={Users} title={empty} />;
  return (
    <div className="overflow-hidden rounded-xl border border-zinc-200 bg-white">{children(query.data)}</div>
  );
}
