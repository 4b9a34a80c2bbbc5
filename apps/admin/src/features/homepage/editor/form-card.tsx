import type { ReactNode } from 'react';

/** One titled group of an edit screen's fields. */
export function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
      <h2 className="text-base font-bold text-zinc-900">{title}</h2>
      {children}
    </section>
  );
}
