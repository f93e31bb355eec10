import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { LabelledField } from '@/components/text-field';
import { cn } from '@/lib/cn';

export const selectClass =
  'h-10 w-full cursor-pointer appearance-none rounded-md border border-slate-300 bg-white py-2 pr-9 pl-3 text-base text-slate-900 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-600 md:text-sm';

type NativeSelectProps = ComponentProps<'select'>;

/** A native select with the inputs' look and a chevron. */
export function NativeSelect({ className, ...props }: NativeSelectProps) {
  return (
    <div className="relative">
      <select className={cn(selectClass, className)} {...props} />
      <ChevronDown
        className="pointer-events-none absolute top-3 right-3 size-4 text-slate-600"
        aria-hidden="true"
      />
    </div>
  );
}

type SelectFieldProps = Omit<NativeSelectProps, 'id'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled native select; like TextField, its hint and error are tied to it. */
export function SelectField({ id, label, hint, error, ...selectProps }: SelectFieldProps) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(control) => <NativeSelect {...control} {...selectProps} />}
    </LabelledField>
  );
}
