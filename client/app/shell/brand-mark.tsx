import { cn } from '@/lib/cn';

/** The app's cabin mark (same drawing as the favicon); decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('size-8 shrink-0', className)}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="#1f4d3a" />
      <path d="M12 34 32 16l20 18v16a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2z" fill="#c0392b" />
      <path
        d="M8 36 32 14l24 22"
        fill="none"
        stroke="#f5efe6"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="27" y="38" width="10" height="14" rx="1" fill="#f5efe6" />
    </svg>
  );
}
