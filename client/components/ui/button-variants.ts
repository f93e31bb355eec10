import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-900',
        secondary: 'bg-sand-100 text-brand-900 hover:bg-brand-100',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
        ghost: 'text-slate-700 hover:bg-slate-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 px-3',
        lg: 'h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/**
 * A button's classes plus `extra`, joined without Tailwind Merge: for the landing page and the
 * other first-load screens, which thus load without it (issue #11: initial JS). `extra` must only
 * add classes (a margin, a shadow), never override the variant's; `Button` merges for that.
 */
export function buttonClass(options: VariantProps<typeof buttonVariants>, extra?: string): string {
  return clsx(buttonVariants(options), extra);
}
