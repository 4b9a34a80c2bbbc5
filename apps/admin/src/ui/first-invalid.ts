import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { returnFocus } from './focus-return';

/**
 * The back office's one rule for a refused save: focus goes to the first field marked invalid
 * (aria-invalid="true", which the kit's fields set with their message), in the order a person reads the
 * form. Left on the Save button, a keyboard or screen-reader user hears nothing of what to correct. Answers
 * the field it focused, or null when nothing inside `root` is marked.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): HTMLElement | null {
  if (!root) return null;
  return returnFocus(...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]'));
}

/**
 * For a form whose messages are drawn by the render after a refused save (react-hook-form's errors, a
 * server's field issues): pass a number that changes with each refusal (0 for none), and once that render
 * is on the page focus goes to the first field marked invalid in `form`.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, refusals: number): void {
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(form.current);
  }, [form, refusals]);
}

/**
 * The refusal count of a react-hook-form form, for useFocusFirstInvalid: each submit that ended with errors
 * (its own checks, or the server's issues set in the submit handler) counts; a save that went through is 0.
 */
export function refusedSubmits(formState: { isSubmitSuccessful: boolean; submitCount: number }): number {
  return formState.isSubmitSuccessful ? 0 : formState.submitCount;
}

/**
 * For a form that checks its own fields when Save is pressed: put `form` on the <form>, and call `refuse()`
 * when it does not send; focus goes to the first field marked invalid once the messages are drawn.
 */
export function useRefusedSave<T extends HTMLElement = HTMLFormElement>() {
  const form = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useFocusFirstInvalid(form, refusals);
  const refuse = useCallback(() => setRefusals((count) => count + 1), []);
  return { form, refuse };
}
