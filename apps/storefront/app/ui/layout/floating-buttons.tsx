import { SCROLL_TOP_AFTER_PX } from '@matjar/core';
import { ArrowUp, MessageCircle } from '../icons.js';
import { useEffect, useRef, useState } from 'react';
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
 * WhatsApp chat and scroll-to-top, stacked at the bottom inline-end corner. They slide down out of the way
 * while a form's buttons (or a field being typed in on a phone) sit under that corner, and come back after.
 */
export function FloatingButtons() {
  const { settings } = useShellData();
  const t = useT();
  const showScrollTop = useScrolledPast(SCROLL_TOP_AFTER_PX);
  const chat = whatsappUrl(settings.contact.whatsapp);
  const zone = useRef<HTMLDivElement>(null);
  const aside = useKeepClear(zone);
  return (
    // The outer box never moves, so it measures the corner while the buttons are aside.
    <div
      ref={zone}
      className="pointer-events-none fixed end-4 bottom-4 z-30 sm:end-6 sm:bottom-6"
      data-floating-buttons
    >
      <div
        inert={aside}
        className={`flex flex-col items-center gap-3 transition duration-200 motion-reduce:transition-none ${
          aside ? 'invisible translate-y-[calc(100%+2rem)] opacity-0' : 'pointer-events-auto'
        }`}
      >
        {showScrollTop && (
          <button
            type="button"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            aria-label={t('scrollTop.label')}
            title={t('scrollTop.label')}
            className="grid size-11 place-items-center rounded-full bg-white text-slate-700 shadow-lg ring-1 ring-slate-200 hover:text-brand-700"
          >
            <ArrowUp className="size-5" aria-hidden />
          </button>
        )}
        {chat && (
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
        )}
      </div>
    </div>
  );
}
