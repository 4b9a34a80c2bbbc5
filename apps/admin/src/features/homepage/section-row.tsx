import {
  errorMessage,
  formatNumber,
  imageVariantUrl,
  sectionEditorKind,
  sectionRenderKind,
  sectionTitle,
  type HomepageSection,
  type SectionEditorKind,
} from '@matjar/core';
import {
  FileText,
  FolderTree,
  ImageIcon,
  Lock,
  Package,
  Pencil,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../i18n/language-context';
import { buttonClasses, Button } from '../../ui/button';
import { ToggleSwitch } from '../../ui/toggle-switch';
import { sectionEditPath } from './section-paths';

const KIND_ICONS: Record<SectionEditorKind, LucideIcon> = {
  banner: ImageIcon,
  products: Package,
  categories: FolderTree,
  info: FileText,
};

/** What a section is, as the storefront draws it (the permanent categories section opens no editor). */
function displayKind(type: string): SectionEditorKind {
  const render = sectionRenderKind(type);
  if (render === 'hero_banner' || render === 'banner') return 'banner';
  if (render === 'categories' || render === 'chosen_categories') return 'categories';
  if (render === 'info' || render === 'unknown') return 'info';
  return 'products';
}

interface SectionRowProps {
  section: HomepageSection;
  /** 1-based display number in the whole list. */
  position: number;
  handle: ReactNode;
  canEdit: boolean;
  onToggle: (enabled: boolean) => void;
  onDelete: () => void;
}

/**
 * One section of the manager (back-office §2): handle, number, title by core's rule (never the stored type), kind, banner preview,
 * enable toggle, edit (not for the permanent section), delete (refused for it with the spec's message).
 */
export function SectionRow({ section, position, handle, canEdit, onToggle, onDelete }: SectionRowProps) {
  const { t, language } = useI18n();
  const title = sectionTitle(section, language);
  const kind = sectionEditorKind(section.section_type);
  const shownKind = displayKind(section.section_type);
  const Icon = KIND_ICONS[shownKind];
  const firstImage = kind === 'banner' ? section.config.images?.[0] : undefined;
  const imageCount = section.config.images?.length ?? 0;
  const permanent = section.is_permanent === true;

  return (
    <div
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-white p-3 shadow-xs sm:flex-nowrap ${
        section.is_enabled ? 'border-zinc-200' : 'border-dashed border-zinc-300 bg-zinc-50'
      }`}
    >
      <div className="flex w-full min-w-0 items-center gap-3 sm:w-auto sm:flex-1">
        {canEdit && handle}
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-sm font-bold text-zinc-700 tabular-nums">
          <span className="sr-only">{t('homepage.position', { n: formatNumber(position, language) })}</span>
          <span aria-hidden="true">{formatNumber(position, language)}</span>
        </span>
        {firstImage ? (
          <img
            src={imageVariantUrl(firstImage.url, 320, 'webp')}
            alt=""
            className="h-12 w-20 shrink-0 rounded-md bg-zinc-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-12 w-20 shrink-0 items-center justify-center rounded-md bg-zinc-100 text-zinc-500"
          >
            <Icon className="size-5" />
          </span>
        )}
        <div className="min-w-0">
          <p className={`truncate font-semibold ${section.is_enabled ? 'text-zinc-900' : 'text-zinc-600'}`}>
            {title}
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600">
            <span>{t(`homepage.kind.${shownKind}`)}</span>
            {kind === 'banner' && imageCount > 0 && (
              <span>{t('homepage.imageCount', { count: formatNumber(imageCount, language) })}</span>
            )}
            {permanent && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                <Lock aria-hidden="true" className="size-3" />
                {t('homepage.permanent')}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="ms-auto flex shrink-0 items-center gap-1">
        <ToggleSwitch
          checked={section.is_enabled}
          label={t('homepage.enabledNamed', { name: title })}
          onChange={onToggle}
          disabled={!canEdit}
        />
        {canEdit && !permanent && (
          <Link
            to={sectionEditPath(section)}
            aria-label={t('homepage.editNamed', { name: title })}
            className={`${buttonClasses('ghost', 'sm')} ms-2`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            <span aria-hidden="true" className="hidden md:inline">
              {t('common.edit')}
            </span>
          </Link>
        )}
        {canEdit && (
          <Button
            size="sm"
            variant="ghost-danger"
            icon={Trash2}
            aria-label={t('homepage.deleteNamed', { name: title })}
            // Permanent: looks disabled but stays focusable, so the reason can be heard and read (§8).
            aria-disabled={permanent || undefined}
            title={permanent ? errorMessage('PERMANENT_SECTION', language) : undefined}
            className={permanent ? 'opacity-50' : ''}
            onClick={() =>
              permanent ? toast.error(errorMessage('PERMANENT_SECTION', language)) : onDelete()
            }
          />
        )}
      </div>
    </div>
  );
}
