/** The contact form's fields, in the order they are shown (core StoreContactBody). */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface FieldError {
  message: string;
  messageAr: string;
}

/** What the contact action answers: success (with a stamp so each success restarts the 5 s message) or errors. */
export type ContactActionResult =
  | { ok: true; sentAt: number }
  | {
      ok: false;
      /** What the shopper typed, to refill the form when it is shown again without JavaScript. */
      values: Partial<Record<ContactField, string>>;
      fieldErrors: Partial<Record<ContactField, FieldError>>;
      formError: FieldError | null;
    };
