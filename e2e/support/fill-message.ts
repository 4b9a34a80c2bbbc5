/**
 * Fills a catalogue message's `{name}` placeholders the way the apps do, so a test can look for the text a
 * person reads; an unknown placeholder stays as written.
 */
export function fillMessage(template: string, params: Record<string, string>): string {
  // A `{count, plural, …}` block (core's plural.ts) is replaced whole, like a plain placeholder.
  return template.replace(
    /\{(\w+), plural,(?:[^{}]|\{[^{}]*\})*\}|\{(\w+)\}/g,
    (whole, plural?: string, name?: string) => params[(plural ?? name)!] ?? whole,
  );
}
