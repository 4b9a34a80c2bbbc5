import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before unsaved edits are lost: in-app navigation is held by react-router's blocker (the caller asks
 * and proceeds or stays), a reload or closed tab by the browser's own beforeunload prompt. `allowLeaving()`
 * lets the next navigation through (after a save, when the form is about to go back to the list).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    blocker,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}
