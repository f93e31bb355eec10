import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-red-600 md:text-sm',
        className,
      )}
      {...props}
    />
  );
}
