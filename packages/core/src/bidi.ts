/**
 * A name, number or code set in its own direction inside a sentence of either language (first-strong isolate
 * … pop directional isolate): "تعديل طلب MTJ-0042" or "وGoogle Play" keep the words around them in order.
 * For text that ends up as a plain string (a table cell built by a function, an aria-label, a page title);
 * markup can use <bdi> instead.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
