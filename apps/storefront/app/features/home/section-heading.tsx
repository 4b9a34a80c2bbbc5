import { sectionTitleStyle, type HomepageSectionConfig } from '@matjar/core';
import { ArrowRight } from '../../ui/icons.js';
import { Link } from 'react-router';
import { useT } from '../../ui/layout/shell-data.js';

interface SectionHeadingProps {
  id: string;
  title: string;
  config: HomepageSectionConfig;
  /** 'View all' target, when the section has a page of its own. */
  viewAll?: string;
}

/** A home section's title in the colour, size and weight staff chose (back-office §3 defaults). */
export function SectionHeading({ id, title, config, viewAll }: SectionHeadingProps) {
  const t = useT();
  const style = sectionTitleStyle(config);
  return (
    <div className="flex items-end justify-between gap-4">
      <h2
        id={id}
        className="leading-tight"
        style={{
          color: style.color,
          fontSize: `clamp(1.25rem, 4vw, ${style.fontSizePx}px)`,
          fontWeight: style.fontWeight,
        }}
      >
        {title}
      </h2>
      {viewAll && (
        <Link
          to={viewAll}
          data-keep-clear
          className="inline-flex shrink-0 items-center gap-1 text-sm font-bold text-brand-700 hover:text-brand-800"
        >
          {t('common.viewAll')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      )}
    </div>
  );
}
