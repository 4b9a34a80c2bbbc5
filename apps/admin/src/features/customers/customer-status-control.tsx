import type { AdminCustomerDetail } from '@matjar/core';
import { UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { describeApiError } from '../../lib/api/api-error';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useSetCustomerActive } from './api/customer-detail';
import { customerName } from './customer-columns';

/** Activate or deactivate the account, after a confirmation that says a deactivation signs them out. */
export function CustomerStatusControl({ customer }: { customer: AdminCustomerDetail['customer'] }) {
  const { t, language } = useI18n();
  const [open, setOpen] = useState(false);
  const setActive = useSetCustomerActive();
  const name = customerName(customer);
  const deactivating = customer.is_active;

  const confirm = () =>
    setActive.mutateAsync({ id: customer.id, active: !deactivating }).then(
      (result) =>
        toast.success(
          deactivating
            ? t('customers.deactivate.done', { name, count: result.sessions_ended })
            : t('customers.activate.done', { name }),
        ),
      (error: unknown) => {
        toast.error(describeApiError(error, language, t('customers.statusFailed')));
        throw error;
      },
    );

  return (
    <>
      <Button
        variant={deactivating ? 'danger' : 'primary'}
        icon={deactivating ? UserX : UserCheck}
        onClick={() => setOpen(true)}
      >
        {deactivating ? t('customers.deactivate') : t('customers.activate')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={confirm}
        destructive={deactivating}
        title={
          deactivating ? t('customers.deactivate.title', { name }) : t('customers.activate.title', { name })
        }
        description={deactivating ? t('customers.deactivate.body') : t('customers.activate.body')}
        confirmLabel={deactivating ? t('customers.deactivate') : t('customers.activate')}
      />
    </>
  );
}
