import type { AdminCatalogTerm } from '@matjar/core';
import { useI18n } from '../../i18n/language-context';
import type { CatalogTermKind } from '../../lib/api/catalog-terms';
import { DeleteConfirmDialog } from '../../ui/delete-confirm-dialog';
import { useDeleteTerm, useDeleteTermIcon } from './api/delete-term';
import { termMessage, type TermMessage } from './term-kinds';

/**
 * Asks before deleting a category or brand, or only its icon. A refusal (products still use the term) keeps
 * the dialog open and says why in a toast.
 */
export function DeleteTermDialog({
  kind,
  term,
  what,
  onClose,
}: {
  kind: CatalogTermKind;
  term: AdminCatalogTerm;
  what: 'term' | 'icon';
  onClose: () => void;
}) {
  const { t } = useI18n();
  const m = (message: TermMessage) => termMessage(kind, message);
  const removeTerm = useDeleteTerm(kind);
  const removeIcon = useDeleteTermIcon(kind);
  const name = term.name;
  const whole = what === 'term';

  return (
    <DeleteConfirmDialog
      onClose={onClose}
      remove={() => (whole ? removeTerm : removeIcon).mutateAsync(term.id)}
      title={t(m(whole ? 'deleteTitle' : 'deleteIconTitle'))}
      description={t(m(whole ? 'deleteConfirm' : 'deleteIconConfirm'), { name })}
      confirmLabel={t(m(whole ? 'deleteAction' : 'deleteIconAction'))}
      deletedMessage={whole ? t(m('deleted'), { name }) : t(m('iconDeleted'))}
      failedMessage={t(m(whole ? 'deleteFailed' : 'iconDeleteFailed'))}
    />
  );
}
