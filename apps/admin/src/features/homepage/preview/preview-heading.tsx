import { sectionTitleStyle, type HomepageSectionConfig } from '@matjar/core';
import { ArrowRight } from 'lucide-react';
import { translate, type Language } from '../../../i18n/translate';

/** The storefront's section heading: the title in the chosen colour, size and weight, and 'view all'. */
export function PreviewHeading({
  title,
  config,
  lang,
  viewAll,
}: {
  title: string;
  config: HomepageSectionConfig;
  lang: Language;
  viewAll: boolean;
}) {
  const style = sectionTitleStyle(config);
  return (
    <div className="flex items-end justify-between gap-4">
      <p
        className="leading-tight"
        style={{
          color: style.color,
          fontSize: `clamp(1.25rem, 4vw, ${style.fontSizePx}px)`,
          fontWeight: style.fontWeight,
        }}
      >
        {title}
      </p>
      {viewAll && (
        <span className="inline-flex shrink-0 items-center gap-1 text-sm font-bold text-brand-700">
          {translate(lang, 'homepage.preview.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </span>
      )}
    </div>
  );
}
