import { SCROLL_TOP_AFTER_PX } from '@matjar/core';
import { ArrowUp, MessageCircle } from '../icons.js';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whatsappUrl } from '../../lib/social-links.js';
import { useShellData, useT } from './shell-data.js';
import { useKeepClear } from './use-keep-clear.js';

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

/**
 * One floating button in a box that never moves, so the box measures the button's place while the button
 * itself slides down out of the way: whenever a control sits under that place (use-keep-clear) or a field is
 * being typed in on a phone. Each button measures its own place, so the WhatsApp button stepping aside for a
 * heart under it leaves "back to top" where it can be used.
 */
function FloatingSlot({ children }: { children: ReactNode }) {
  const zone = useRef<HTMLDivElement>(null);
  const aside = useKeepClear(zone);
  return (
    <div ref={zone} className="pointer-events-none grid place-items-center">
      <div
        inert={aside}
        className={`transition duration-200 motion-reduce:transition-none ${
          aside ? 'invisible translate-y-[calc(100%+2rem)] opacity-0' : 'pointer-events-auto'
        }`}
      >
        {children}
      </div>
    </div>
  );
}

/** WhatsApp chat and scroll-to-top, stacked at the bottom inline-end corner, each out of the way of controls. */
export function FloatingButtons() {
  const { settings } = useShellData();
  const t = useT();
  const showScrollTop = useScrolledPast(SCROLL_TOP_AFTER_PX);
  const chat = whatsappUrl(settings.contact.whatsapp);
  return (
    <div
      className="pointer-events-none fixed end-4 bottom-4 z-30 flex flex-col items-center gap-3 sm:end-6 sm:bottom-6"
      data-floating-buttons
    >
      {showScrollTop && (
        <FloatingSlot>
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            aria-label={t('scrollTop.label')}
            title={t('scrollTop.label')}
            className="grid size-11 place-items-center rounded-full bg-white text-slate-700 shadow-lg ring-1 ring-slate-200 hover:text-brand-700"
          >
            <ArrowUp className="size-5" aria-hidden />
          </button>
        </FloatingSlot>
      )}
      {chat && (
        <FloatingSlot>
          <a
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('whatsapp.chat')}
            title={t('whatsapp.chat')}
            className="grid size-14 place-items-center rounded-full bg-[#25d366] text-white shadow-lg shadow-emerald-900/20 transition-transform hover:scale-105"
          >
            <MessageCircle className="size-7" aria-hidden strokeWidth={2} />
          </a>
        </FloatingSlot>
      )}
    </div>
  );
}
