import type { ReactNode } from 'react';
import type { Permission } from '@matjar/core';
import type { MessageKey } from '../../i18n/ar';
import { UnauthorisedCard } from './unauthorised-card';
import { useCan } from '../../lib/session/use-can';

/**
 * Shows a screen only to staff whose role holds the permission (core permission table, role ranks); others
 * see the unauthorised card, with the screen's own explanation when it has one. The server refuses the
 * screen's calls for them as well.
 */
export function RequirePermission({
  permission,
  message,
  children,
}: {
  permission: Permission;
  message?: MessageKey;
  children: ReactNode;
}) {
  const allowed = useCan()(permission);
  return allowed ? children : <UnauthorisedCard message={message} />;
}
