import { LoaderCircle } from 'lucide-react';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />;
}

/** Whole-screen wait, announced to screen readers with its label. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-screen flex-col items-center justify-center gap-3 text-zinc-500">
      <Spinner className="size-8 text-brand-700" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
