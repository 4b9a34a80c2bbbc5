import type { LineName, PrintLine } from '../order-lines';

function joined(name: LineName): string {
  return name.variant ? `${name.product} — ${name.variant}` : name.product;
}

/** A line's names: Arabic first, then the English one on its own line in its own direction. */
export function PrintLineName({ line }: { line: PrintLine }) {
  return (
    <>
      <span lang="ar" dir="rtl" className="block font-semibold">
        {joined(line.ar)}
      </span>
      {line.en && (
        <span lang="en" dir="ltr" className="block text-end text-zinc-700">
          {joined(line.en)}
        </span>
      )}
    </>
  );
}
