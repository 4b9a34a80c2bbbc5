import { createContext, useContext, type ReactNode } from 'react';

/** True on a product page opened by staff who may not edit the catalog: every control shows, none works. */
export const ReadOnlyContext = createContext(false);

export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

/**
 * Disables every control inside it on the read-only page (a disabled fieldset; nothing changes when editing).
 * Never around a scrolling box: whatever sits inside a disabled fieldset can take no focus (axe holds it so),
 * and a scrolling box must stay a keyboard stop. Such a box holds its own Locked inside it instead.
 */
export function Locked({ children, className = '' }: { children: ReactNode; className?: string }) {
  if (!useReadOnly()) return <>{children}</>;
  return (
    <fieldset disabled className={`m-0 min-w-0 border-0 p-0 ${className}`}>
      {children}
    </fieldset>
  );
}
