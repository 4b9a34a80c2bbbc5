import type { PrintLine } from '../order-lines';
import { Bilingual } from './bilingual';

/**
 * A line's serial numbers on a printed sheet (decision 049), Latin and left to right inside the Arabic sheet.
 * With `blanks` (the packing slip), a unit still without one gets a line to write it on by hand.
 */
export function PrintSerials({ line, blanks = false }: { line: PrintLine; blanks?: boolean }) {
  const missing = blanks && line.serialized ? Math.max(0, line.quantity - line.serials.length) : 0;
  if (line.serials.length === 0 && missing === 0) return null;
  return (
    <div className="mt-1 text-xs">
      <span className="text-zinc-700">
        <Bilingual k="print.serials" />:
      </span>
      <ul className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5">
        {line.serials.map((serial) => (
          <li
            key={serial}
            dir="ltr"
            className="font-mono font-semibold [overflow-wrap:anywhere] text-zinc-900"
          >
            {serial}
          </li>
        ))}
        {Array.from({ length: missing }, (_, index) => (
          <li key={`blank-${index}`} aria-hidden="true" className="min-w-32 border-b border-zinc-500">
            &nbsp;
          </li>
        ))}
      </ul>
    </div>
  );
}
