/**
 * The bidirectional embedding, override and isolate controls: LRE, RLE, PDF, LRO, RLO (U+202A–U+202E) and LRI,
 * RLI, FSI, PDI (U+2066–U+2069). Typed into a name or a note they reorder what staff read ("Ali" + RLO + "nimda"
 * reads "Ali admin"; a phone number in a delivery note reads backwards) and they leak out of the text into the
 * words around it on a screen, an invoice or a spreadsheet. Nobody needs one to write a name, an address or a
 * review: the screens set each text in its own direction isolation (<bdi>), which is what these controls were
 * for. The marks LRM, RLM and ALM are kept: they only nudge neutral characters and cannot reorder a run.
 */
export const BIDI_CONTROL_PATTERN = /[\u202A-\u202E\u2066-\u2069]/gu;

/** The text without its bidirectional embedding, override and isolate controls (BIDI_CONTROL_PATTERN). */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROL_PATTERN, '');
}

/** True when the text holds one of the controls stripBidiControls removes. */
export function hasBidiControls(text: string): boolean {
  return /[\u202A-\u202E\u2066-\u2069]/u.test(text);
}
