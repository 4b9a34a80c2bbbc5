import { errorMessage, formatDate, mayBeDeleted, type AdminUser } from '@matjar/core';
import { BellRing, MessageCircle, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useWhatsAppStatus } from '../../lib/api/whatsapp-status';
import { useI18n } from '../../i18n/language-context';
import { Button } from '../../ui/button';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { sortRows, type SortState } from '../../ui/data-table-state';
import { queryPart, type QueryLike } from '../../ui/query-state';
import { ActiveBadge } from './active-badge';

interface AdminUsersTableProps {
  query: QueryLike<AdminUser[]>;
  currentUserId: number | string;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

type SortKey = 'user' | 'role' | 'lastLogin';

// The server sends every staff account at once, so sorting happens here.
const SORT_VALUES = {
  user: (user: AdminUser) => user.full_name || user.username,
  role: (user: AdminUser) => user.role,
  lastLogin: (user: AdminUser) => user.last_login,
} satisfies Record<SortKey, (user: AdminUser) => string | null>;

export function AdminUsersTable({ query, currentUserId, onEdit, onDelete }: AdminUsersTableProps) {
  const { t, language } = useI18n();
  const whatsappOn = useWhatsAppStatus().data?.on;
  const [sort, setSort] = useState<SortState<SortKey> | null>(null);

  const columns: DataTableColumn<AdminUser>[] = [
    {
      key: 'user',
      header: t('users.column.user'),
      sortable: true,
      cell: (user) => (
        <>
          {/* A name as the person wrote it, in either script: isolated from the row's direction. */}
          <bdi className="block font-semibold text-zinc-900">{user.full_name || user.username}</bdi>
          <span dir="ltr" className="block text-xs text-zinc-600">
            @{user.username}
          </span>
        </>
      ),
    },
    {
      key: 'email',
      header: t('users.field.email'),
      className: 'break-all text-zinc-700 md:break-normal',
      cell: (user) => (
        <>
          <span className="sr-only">{t('users.field.email')}: </span>
          <bdi dir="ltr">{user.email}</bdi>
        </>
      ),
    },
    {
      key: 'role',
      header: t('users.field.role'),
      sortable: true,
      cell: (user) => (
        <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
          {user.role === 'super_admin' && <ShieldCheck aria-hidden="true" className="size-3.5" />}
          {t(`role.${user.role}`)}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('users.column.status'),
      cell: (user) => (
        <span className="inline-flex items-center gap-2">
          <ActiveBadge active={user.is_active} />
          {user.receive_notifications && (
            <BellRing
              aria-label={t('users.field.notifications')}
              role="img"
              className="size-4 text-zinc-500"
            />
          )}
          {user.whatsapp_opted_out && (
            <span className="inline-flex items-center gap-1 text-xs text-amber-900">
              <MessageCircle aria-hidden="true" className="size-4 text-amber-600" />
              {t('users.whatsappOptedOut')}
            </span>
          )}
          {user.whatsapp_notifications &&
            !user.whatsapp_opted_out &&
            (whatsappOn === false ? (
              <span className="inline-flex items-center gap-1 text-xs text-zinc-600">
                <MessageCircle aria-hidden="true" className="size-4 text-zinc-400" />
                {t('users.whatsappOff')}
              </span>
            ) : (
              <MessageCircle
                aria-label={t('users.field.whatsappNotifications')}
                role="img"
                className="size-4 text-emerald-700"
              />
            ))}
        </span>
      ),
    },
    {
      key: 'lastLogin',
      header: t('users.column.lastLogin'),
      sortable: { firstDirection: 'desc' },
      phoneLabel: true,
      className: 'text-zinc-600',
      cell: (user) => (user.last_login ? formatDate(user.last_login, language) : t('users.neverSignedIn')),
    },
  ];

  return (
    <DataTable
      label={t('users.tab.admins')}
      columns={columns}
      query={queryPart(query, (users) => sortRows(users, sort, SORT_VALUES, language))}
      rowKey={(user) => user.id}
      errorTitle={t('users.loadFailed')}
      empty={{ title: t('users.noAdmins') }}
      sort={sort}
      onSortChange={(next) => setSort(next as SortState<SortKey>)}
      rowActions={(user) => (
        <>
          <Button
            variant="ghost"
            size="sm"
            icon={Pencil}
            onClick={() => onEdit(user)}
            aria-label={t('users.editUser', { name: user.username })}
          >
            <span aria-hidden="true">{t('common.edit')}</span>
          </Button>
          {String(user.id) === String(currentUserId) ? (
            <span className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-zinc-600">
              {t('users.currentAccount')}
            </span>
          ) : mayBeDeleted(user.role) ? (
            <Button
              variant="ghost-danger"
              size="sm"
              icon={Trash2}
              onClick={() => onDelete(user)}
              aria-label={t('users.deleteUser', { name: user.username })}
            >
              <span aria-hidden="true">{t('common.delete')}</span>
            </Button>
          ) : (
            <KeptAccountDelete name={user.username} />
          )}
        </>
      )}
    />
  );
}

/**
 * Delete for a general manager's row: refused as the server refuses it (core's mayBeDeleted), so it stays
 * visible but disabled with the reason — as its title, read with it, and as a toast when clicked (touch).
 * aria-disabled rather than disabled, so it can still be focused and its reason heard.
 */
function KeptAccountDelete({ name }: { name: string }) {
  const { t, language } = useI18n();
  const reasonId = useId();
  const reason = errorMessage('CANNOT_DELETE_SUPER_ADMIN', language);
  return (
    <>
      <Button
        variant="ghost-danger"
        size="sm"
        icon={Trash2}
        aria-label={t('users.deleteUser', { name })}
        aria-disabled="true"
        aria-describedby={reasonId}
        title={reason}
        className="cursor-not-allowed opacity-50"
        onClick={() => toast.error(reason)}
      >
        <span aria-hidden="true">{t('common.delete')}</span>
      </Button>
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </>
  );
}
