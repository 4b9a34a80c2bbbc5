import { useState, type FormEvent } from 'react';

interface TextSubmissionOptions {
  /** Longest trimmed text accepted (core's limit, which the server checks too). */
  max: number;
  /** Shown once the form was submitted empty. */
  requiredMessage: string;
  /** Shown once the form was submitted with more than `max` characters. */
  tooLongMessage: string;
  /** Sends the trimmed text; a rejection keeps the text for another try. */
  send: (text: string) => Promise<unknown>;
  onSent: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * A one-box form that sends a required text (a reply, a note): the text, its problem (only after a first
 * try, so an empty box does not scold before it is used), and the submit handler that checks, sends and
 * clears the box once sent.
 */
export function useTextSubmission({
  max,
  requiredMessage,
  tooLongMessage,
  send,
  onSent,
  onFailed,
}: TextSubmissionOptions) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = text.trim();
  const fault = trimmed === '' ? requiredMessage : trimmed.length > max ? tooLongMessage : undefined;
  const problem = tried ? fault : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (fault !== undefined) return;
    try {
      await send(trimmed);
    } catch (error) {
      onFailed(error);
      return;
    }
    onSent();
    setText('');
    setTried(false);
  };

  return { text, setText, problem, submit };
}
