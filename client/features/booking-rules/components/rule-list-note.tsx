import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type RuleListNoteProps = {
  /** The note's name and its first line. */
  label: string;
  /** One sentence a rule. */
  sentences: readonly string[];
  icon: LucideIcon;
  /** Border, background and text colours. */
  className: string;
  testId: string;
  /** A line after the list. */
  footer?: ReactNode;
};

/** A named note listing booking rules, one sentence each: the dialog's hints, the approval's warning. */
export function RuleListNote({ label, sentences, icon: Icon, className, testId, footer }: RuleListNoteProps) {
  return (
    <div
      role="note"
      aria-label={label}
      data-testid={testId}
      className={cn('flex gap-2 rounded-md border px-3 py-2 text-sm', className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">{label}</p>
        <ul className="list-disc pl-4">
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
        {footer}
      </div>
    </div>
  );
}
