import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The centred message a screen shows when it has nothing to list, or could not load. */
export function StatusPanel({
  icon: Icon,
  title,
  children,
  tone = 'neutral',
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  tone?: 'neutral' | 'error';
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="flex flex-col items-center rounded-xl border border-zinc-200 bg-white px-6 py-12 text-center"
    >
      <span
        className={`flex size-12 items-center justify-center rounded-full ${
          tone === 'error' ? 'bg-red-50 text-red-700' : 'bg-zinc-100 text-zinc-500'
        }`}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-3 font-semibold text-zinc-800">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-zinc-600">{children}</div>}
    </div>
  );
}
