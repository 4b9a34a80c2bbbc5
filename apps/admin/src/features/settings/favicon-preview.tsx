import { X } from 'lucide-react';
import { useI18n } from '../../i18n/language-context';
import { PreviewFrame } from './preview-frame';

/** The storefront's own icon when the owner has none (root.tsx's <link rel="icon">). */
const DEFAULT_FAVICON = '/favicon.svg';

/** The favicon as a browser shows it: in a tab beside the shop's name, and enlarged to its 32×32 pixels. */
export function FaviconPreview({ icon }: { icon: string | null }) {
  const { t } = useI18n();
  const src = icon ?? DEFAULT_FAVICON;
  return (
    <div className="flex flex-wrap items-end gap-6">
      <PreviewFrame caption={t('settings.preview.favicon')} className="w-full max-w-sm">
        <div className="bg-zinc-200 px-2 pt-2">
          <div className="flex w-56 max-w-full items-center gap-2 rounded-t-lg bg-white px-3 py-2 text-xs text-zinc-800">
            <img data-testid="favicon-preview" src={src} alt="" className="size-4 shrink-0" />
            <span className="min-w-0 flex-1 truncate" dir="auto">
              Matjar | متجر
            </span>
            <X className="size-3 shrink-0 text-zinc-500" />
          </div>
        </div>
        <div className="border-t border-zinc-200 bg-white px-3 py-2">
          <div className="h-6 rounded-full bg-zinc-100" />
        </div>
      </PreviewFrame>
      <PreviewFrame caption={t('settings.preview.enlarged')}>
        <div className="grid h-20 min-w-20 place-items-center bg-white">
          <img src={src} alt="" className="size-8 [image-rendering:pixelated]" />
        </div>
      </PreviewFrame>
    </div>
  );
}
