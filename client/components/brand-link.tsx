import { clsx } from 'clsx';
import { Link } from 'wouter';

/**
 * The product name with its mark, linking to the front page. On the landing page's first load, so
 * `className` is joined without Tailwind Merge (issue #11): it may add classes, not override.
 */
export function BrandLink({ label, className }: { label: string; className?: string }) {
  return (
    <Link
      href="/"
      aria-label={label}
      className={clsx('inline-flex items-center gap-2 rounded-md text-brand-900', className)}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className="text-xl font-bold tracking-tight">Hytta</span>
    </Link>
  );
}
