import type { ReactNode } from 'react';

// Not cn(): tailwind-merge builds its tables on first use, a cost the landing page's first paint
// does without (client/lib/cn.ts).

/** A band of the landing page, named by its heading (`<titleId>`), its content in the page's width. */
export function LandingSection({
  titleId,
  className,
  children,
}: {
  titleId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={`${className ?? ''} py-16 md:py-24`.trim()}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

/** A landing band's heading. */
export function LandingHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-4xl">
      {children}
    </h2>
  );
}
