import type { ReactNode } from 'react';

/** A failure shown in place (a form's or a section's), announced to screen readers. */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
