import { BookOpen, CalendarDays, ShoppingBasket } from 'lucide-react';
import { useFirstPaintTranslation } from '@/lib/first-paint-translation';

const trees = [
  { x: 42, base: 312, scale: 0.9 },
  { x: 84, base: 300, scale: 1.15 },
  { x: 122, base: 296, scale: 0.8 },
  { x: 356, base: 296, scale: 0.95 },
  { x: 398, base: 306, scale: 1.3 },
  { x: 446, base: 296, scale: 0.85 },
];

function Pine({ x, base, scale }: { x: number; base: number; scale: number }) {
  const tiers = [0, 1, 2].map((tier) => {
    const width = (26 - tier * 6) * scale;
    const bottom = base - 10 * scale - tier * 18 * scale;
    const top = bottom - 30 * scale;
    return `${x},${top} ${x - width},${bottom} ${x + width},${bottom}`;
  });
  return (
    <g>
      <rect x={x - 3 * scale} y={base - 12 * scale} width={6 * scale} height={12 * scale} fill="#5a3a22" />
      {tiers.map((points) => (
        <polygon key={points} points={points} fill="#1f4d3a" />
      ))}
    </g>
  );
}

/** A red Norwegian cabin among pines and mountains, with a few glimpses of the app. Decorative. */
export function CabinIllustration() {
  const { t } = useFirstPaintTranslation('landing');
  return (
    <div className="relative mx-auto w-full max-w-xl" aria-hidden="true">
      <svg
        viewBox="0 0 480 360"
        className="h-auto w-full rounded-3xl shadow-xl ring-1 ring-brand-900/10"
        role="presentation"
      >
        <defs>
          <linearGradient id="hytta-sky" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#cfe5d8" />
            <stop offset="1" stopColor="#f5efe6" />
          </linearGradient>
          <clipPath id="hytta-frame">
            <rect width="480" height="360" rx="24" />
          </clipPath>
        </defs>
        <g clipPath="url(#hytta-frame)">
          <rect width="480" height="360" fill="url(#hytta-sky)" />
          <circle cx="382" cy="78" r="34" fill="#f2b84b" />
          <circle cx="382" cy="78" r="48" fill="#f2b84b" opacity="0.25" />
          <path
            d="M0 236 L92 134 L150 190 L232 92 L322 204 L384 152 L480 244 L480 360 L0 360 Z"
            fill="#a9c9b6"
          />
          <path d="M232 92 L206 124 L219 119 L231 130 L243 118 L258 126 Z" fill="#ffffff" />
          <path d="M92 134 L73 155 L85 151 L93 159 L101 150 L110 154 Z" fill="#ffffff" />
          <path d="M0 276 C 100 236, 200 246, 280 260 S 420 244, 480 254 L480 360 L0 360 Z" fill="#2f7a55" />
          <rect x="264" y="172" width="13" height="34" fill="#4b5563" />
          <circle cx="272" cy="158" r="6" fill="#ffffff" opacity="0.75" />
          <circle cx="281" cy="144" r="8" fill="#ffffff" opacity="0.6" />
          <circle cx="293" cy="127" r="10" fill="#ffffff" opacity="0.45" />
          <polygon points="182,222 240,180 298,222" fill="#c0392b" />
          <rect x="182" y="218" width="116" height="64" fill="#c0392b" />
          <rect x="182" y="218" width="5" height="64" fill="#f5efe6" />
          <rect x="293" y="218" width="5" height="64" fill="#f5efe6" />
          <polygon points="162,226 240,168 318,226 309,233 240,182 171,233" fill="#276848" />
          <polygon points="162,226 240,168 318,226 316,229 240,172 164,229" fill="#102a1f" />
          <g stroke="#f5efe6" strokeWidth="3">
            <rect x="198" y="236" width="26" height="22" fill="#f7d98b" />
            <line x1="211" y1="236" x2="211" y2="258" />
            <rect x="256" y="236" width="26" height="22" fill="#f7d98b" />
            <line x1="269" y1="236" x2="269" y2="258" />
            <rect x="232" y="246" width="17" height="36" fill="#7a241b" />
          </g>
          <circle cx="240" cy="206" r="5" fill="#f7d98b" stroke="#f5efe6" strokeWidth="2" />
          <path d="M0 312 C 120 290, 300 302, 480 292 L480 360 L0 360 Z" fill="#276848" />
          <path
            d="M224 282 C 232 300, 214 320, 226 360 L254 360 C 244 322, 258 300, 250 282 Z"
            fill="#d9c7a5"
          />
          {trees.map((tree) => (
            <Pine key={tree.x} {...tree} />
          ))}
        </g>
      </svg>
      <div className="absolute top-4 -left-2 flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm font-medium text-brand-900 shadow-lg ring-1 ring-brand-900/10 sm:-left-6">
        <BookOpen className="size-4 text-accent-500" />
        {t('illustration.guestBook')}
      </div>
      <div className="absolute -right-2 -bottom-4 flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm font-medium text-brand-900 shadow-lg ring-1 ring-brand-900/10 sm:-right-6 sm:bottom-16">
        <CalendarDays className="size-4 text-brand-600" />
        {t('illustration.nextVisit')}
      </div>
      <div className="absolute -bottom-5 left-6 hidden items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm font-medium text-brand-900 shadow-lg ring-1 ring-brand-900/10 sm:flex">
        <ShoppingBasket className="size-4 text-brand-600" />
        {t('illustration.shopping')}
      </div>
    </div>
  );
}
