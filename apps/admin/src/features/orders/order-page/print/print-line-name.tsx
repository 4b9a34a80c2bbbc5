import { NameText } from '../../../../ui/name-text';
import type { LineName, PrintLine } from '../order-lines';

function Joined({ name }: { name: LineName }) {
  return (
    <>
      <NameText name={name.product} />
      {name.variant && (
        <>
          {' — '}
          <NameText name={name.variant} />
        </>
      )}
    </>
  );
}

/** A line's names: Arabic first, then the English one on its own line in its own direction. */
export function PrintLineName({ line }: { line: PrintLine }) {
  return (
    <>
      <span lang="ar" dir="rtl" className="block font-semibold">
        <Joined name={line.ar} />
      </span>
      {line.en && (
        <span lang="en" dir="ltr" className="block text-end text-zinc-700">
          <Joined name={line.en} />
        </span>
      )}
    </>
  );
}
