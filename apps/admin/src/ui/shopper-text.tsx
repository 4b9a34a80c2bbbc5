import { stripBidiControls } from '@matjar/core';

/**
 * Text a shopper typed (a name, an address, a delivery note, a review, a contact message), as every staff
 * screen and printout shows it: in its own direction isolation (<bdi>, which takes its direction from its first
 * strong letter), so an Arabic name on an English screen, or a phone number inside a note, neither reorders
 * the words around it nor is reordered by them. Without the bidirectional embedding, override and isolate
 * controls too: the server refuses to keep them (core's stripBidiControls in the request schemas), and this
 * takes them out of text stored before it did, so "Ali" + RLO + "nimda" never reads "Ali admin".
 */
export function ShopperText({ text, className }: { text: string; className?: string }) {
  return <bdi className={className}>{stripBidiControls(text)}</bdi>;
}
