import { DEFAULT_INFO_BG, type HomepageSectionConfig } from '@matjar/core';
import { useShellData } from '../../ui/layout/shell-data.js';
import { SectionHeading } from './section-heading.js';

/** about, info_1, info_2 … : a title and text on the background colour staff chose. */
export function InfoBlock({
  sectionId,
  title,
  config,
}: {
  sectionId: string;
  title: string;
  config: HomepageSectionConfig;
}) {
  const { locale } = useShellData();
  const own = locale === 'ar' ? config.text_ar : config.text_en;
  const text = own?.trim() ? own : ((locale === 'ar' ? config.text_en : config.text_ar) ?? '');
  const headingId = `section-${sectionId}`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-10 sm:pt-14">
      <div
        className="rounded-3xl px-6 py-8 ring-1 ring-black/5 sm:px-10 sm:py-10"
        style={{ backgroundColor: config.bg_color || DEFAULT_INFO_BG }}
      >
        <SectionHeading id={headingId} title={title} config={config} />
        {text && (
          <p className="mt-4 max-w-3xl text-base leading-8 whitespace-pre-line text-slate-700 sm:text-lg">
            {text}
          </p>
        )}
      </div>
    </section>
  );
}
