/**
 * Fills a catalogue message's `{name}` placeholders the way the apps do, so a test can look for the text a
 * person reads; an unknown placeholder stays as written.
 */
export function fillMessage(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
