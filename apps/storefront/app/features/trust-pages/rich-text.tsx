import { parseRichText, type RichInline } from '@matjar/core';

function Inlines({ inlines }: { inlines: RichInline[] }) {
  return inlines.map((inline, index) => {
    if (inline.kind === 'bold') return <strong key={index}>{inline.text}</strong>;
    if (inline.kind === 'link') {
      const external = /^https?:/i.test(inline.href);
      return (
        <a
          key={index}
          href={inline.href}
          className="font-semibold text-brand-700 underline underline-offset-2"
          {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
        >
          {inline.text}
        </a>
      );
    }
    return <span key={index}>{inline.text}</span>;
  });
}

/**
 * The shop pages' markdown-like text (core parseRichText) as elements: every piece is text React escapes, and
 * links are only http(s), mailto and tel (decision 031). Never dangerouslySetInnerHTML.
 */
export function RichText({ text }: { text: string }) {
  return (
    <div className="space-y-4 leading-8 text-slate-700">
      {parseRichText(text).map((block, index) => {
        if (block.kind === 'heading')
          return (
            <h2 key={index} className="pt-2 text-xl font-extrabold text-slate-900">
              <Inlines inlines={block.inlines} />
            </h2>
          );
        if (block.kind === 'list')
          return (
            <ul key={index} className="list-disc space-y-1 ps-6">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </ul>
          );
        return (
          <p key={index}>
            <Inlines inlines={block.inlines} />
          </p>
        );
      })}
    </div>
  );
}
