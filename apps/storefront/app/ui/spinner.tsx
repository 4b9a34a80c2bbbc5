/** A loading indicator with its text for screen readers (and under it when `showLabel`). */
export function Spinner({
  label,
  showLabel = false,
  className = '',
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={`inline-flex flex-col items-center gap-3 text-slate-500 ${className}`}>
      <span
        aria-hidden
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <span className={showLabel ? 'text-sm font-semibold' : 'sr-only'}>{label}</span>
    </span>
  );
}

/** The full-screen spinner of storefront §2 Home, over the page while client-side data loads. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-white/70 backdrop-blur-sm">
      <Spinner label={label} showLabel />
    </div>
  );
}
