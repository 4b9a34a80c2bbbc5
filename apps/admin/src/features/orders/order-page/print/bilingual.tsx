// The bilingual labels moved to the shared print layout (ui/print-sheet.tsx) when the drivers' delivery
// sheet came to print the same way; the order sheets keep importing them from here.
export { Bilingual, BilingualText } from '../../../../ui/print-sheet';
