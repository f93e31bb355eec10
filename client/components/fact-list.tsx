import type { ComponentProps, ReactNode } from 'react';

/** A read-only list of labelled facts (a description list), as the details dialogs show them. */
export function FactList(props: Omit<ComponentProps<'dl'>, 'className'>) {
  return <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" {...props} />;
}

/** One fact of a FactList: its label and its value (line breaks kept). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900">{children}</dd>
    </>
  );
}
