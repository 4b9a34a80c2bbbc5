import { formatDate, type AdminUser } from '@matjar/core';
import { BellRing, Pencil, Trash2 } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { buttonClass } from '../../ui/button';
import {
  cellClass,
  headCellClass,
  headRowClass,
  phoneLabelClass,
  rowClass,
  tableClass,
} from '../../ui/responsive-table';

interface AdminUsersTableProps {
  users: AdminUser[];
  currentUserId: number | string;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

export function AdminUsersTable({ users, currentUserId, onEdit, onDelete }: AdminUsersTableProps) {
  const { t, language } = useI18n();
  return (
    <table className={tableClass}>
      <thead className="block md:table-header-group">
        <tr className={headRowClass}>
          <th className={headCellClass}>{t('users.column.user')}</th>
          <th className={headCellClass}>{t('users.field.email')}</th>
          <th className={headCellClass}>{t('users.field.role')}</th>
          <th className={headCellClass}>{t('users.column.status')}</th>
          <th className={headCellClass}>{t('users.column.lastLogin')}</th>
          <th className={headCellClass}>
            <span className="sr-only">{t('users.column.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {users.map((user) => {
          const isSelf = String(user.id) === String(currentUserId);
          return (
            <tr key={user.id} className={rowClass}>
              <td className={cellClass}>
                <span className="block font-semibold text-zinc-900">{user.full_name || user.username}</span>
                <span dir="ltr" className="block text-xs text-zinc-500">
                  @{user.username}
                </span>
              </td>
              <td className={`${cellClass} break-all text-zinc-700 md:break-normal`}>
                <span className="sr-only">{t('users.field.email')}: </span>
                <bdi dir="ltr">{user.email}</bdi>
              </td>
              <td className={cellClass}>
                <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
                  {t(`role.${user.role}`)}
                </span>
              </td>
              <td className={cellClass}>
                <span className="inline-flex items-center gap-2">
                  <ActiveBadge active={user.is_active} />
                  {user.receive_notifications && (
                    <BellRing
                      aria-label={t('users.field.notifications')}
                      role="img"
                      className="size-4 text-zinc-500"
                    />
                  )}
                </span>
              </td>
              <td className={`${cellClass} text-zinc-600`}>
                <span className={phoneLabelClass}>{t('users.column.lastLogin')}:</span>
                {user.last_login ? formatDate(user.last_login, language) : t('users.neverSignedIn')}
              </td>
              <td className={`${cellClass} md:text-end`}>
                <span className="inline-flex items-center gap-1">
                  <button
                    type="button"
                    onClick={() => onEdit(user)}
                    aria-label={t('users.editUser', { name: user.username })}
                    className={buttonClass.ghost}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    <span aria-hidden="true">{t('common.edit')}</span>
                  </button>
                  {isSelf ? (
                    <span className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-zinc-600">
                      {t('users.currentAccount')}
                    </span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => onDelete(user)}
                      aria-label={t('users.deleteUser', { name: user.username })}
                      className={`${buttonClass.ghost} text-red-700 hover:bg-red-50`}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <span aria-hidden="true">{t('common.delete')}</span>
                    </button>
                  )}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        active ? 'bg-emerald-50 text-emerald-800' : 'bg-zinc-100 text-zinc-600'
      }`}
    >
      {active ? t('users.active') : t('users.inactive')}
    </span>
  );
}
