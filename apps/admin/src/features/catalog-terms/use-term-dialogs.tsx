import type { AdminCatalogTerm } from '@matjar/core';
import { useState, type ReactNode } from 'react';
import type { CatalogTermKind } from '../../lib/api/catalog-terms';
import { DeleteTermDialog } from './delete-term-dialog';
import { TermFormDialog } from './term-form-dialog';

/** What a terms screen offers on each term (absent for roles that may not edit the catalogue). */
export interface TermActions {
  add: () => void;
  edit: (term: AdminCatalogTerm) => void;
  remove: (term: AdminCatalogTerm) => void;
  removeIcon: (term: AdminCatalogTerm) => void;
}

type OpenDialog =
  | { dialog: 'form'; term: AdminCatalogTerm | null }
  | { dialog: 'delete'; term: AdminCatalogTerm; what: 'term' | 'icon' }
  | null;

/**
 * The dialogs of the Categories or Brands screen: the actions that open them (add, edit, delete the term or
 * only its icon) and the one that is open, to be rendered by the screen.
 */
export function useTermDialogs(kind: CatalogTermKind): { actions: TermActions; dialogs: ReactNode } {
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const actions: TermActions = {
    add: () => setOpen({ dialog: 'form', term: null }),
    edit: (term) => setOpen({ dialog: 'form', term }),
    remove: (term) => setOpen({ dialog: 'delete', term, what: 'term' }),
    removeIcon: (term) => setOpen({ dialog: 'delete', term, what: 'icon' }),
  };
  const dialogs =
    open?.dialog === 'form' ? (
      <TermFormDialog kind={kind} term={open.term} onClose={close} />
    ) : open?.dialog === 'delete' ? (
      <DeleteTermDialog kind={kind} term={open.term} what={open.what} onClose={close} />
    ) : null;
  return { actions, dialogs };
}
