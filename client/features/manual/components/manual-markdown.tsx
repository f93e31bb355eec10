import { type ComponentProps, type JSX, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components, type UrlTransform } from 'react-markdown';
import { cn } from '@/lib/cn';
import { isExternalLink, safeImageSrc, safeLinkUrl } from '../lib/markdown-urls';

// A section's Markdown as React elements (decision 031). No rehype-raw: HTML in the text stays
// text, so no tag or attribute the author typed reaches the page. Every address passes
// `urlTransform` first; what it refuses becomes '' and is rendered as plain text or nothing.

const urlTransform: UrlTransform = (url, key, node) =>
  node.tagName === 'img' && key === 'src' ? safeImageSrc(url) : safeLinkUrl(url);

/** The elements' own props, without the syntax-tree node react-markdown passes along. */
type Props<Tag extends keyof JSX.IntrinsicElements> = ComponentProps<Tag> & { node?: unknown };

// A section's title is an h2: its headings follow as h3, whatever level the author chose, so
// the page's outline never skips a level.
const heading =
  (className: string) =>
  ({ node: _node, className: _className, ...props }: Props<'h1'>) => (
    <h3 className={cn('mt-4 mb-2 font-semibold text-slate-900', className)} {...props} />
  );

const staticComponents: Components = {
  h1: heading('text-lg'),
  h2: heading('text-lg'),
  h3: heading('text-base'),
  h4: heading('text-base'),
  h5: heading('text-sm'),
  h6: heading('text-sm'),
  p: ({ node: _node, ...props }: Props<'p'>) => <p className="my-2 leading-relaxed" {...props} />,
  ul: ({ node: _node, ...props }: Props<'ul'>) => (
    <ul className="my-2 list-disc space-y-1 pl-6 marker:text-slate-500" {...props} />
  ),
  ol: ({ node: _node, ...props }: Props<'ol'>) => (
    <ol className="my-2 list-decimal space-y-1 pl-6 marker:text-slate-500" {...props} />
  ),
  li: ({ node: _node, ...props }: Props<'li'>) => <li className="pl-1" {...props} />,
  strong: ({ node: _node, ...props }: Props<'strong'>) => (
    <strong className="font-semibold text-slate-900" {...props} />
  ),
  em: ({ node: _node, ...props }: Props<'em'>) => <em className="italic" {...props} />,
  blockquote: ({ node: _node, ...props }: Props<'blockquote'>) => (
    <blockquote className="my-3 border-l-4 border-sand-200 pl-4 text-slate-700" {...props} />
  ),
  code: ({ node: _node, ...props }: Props<'code'>) => (
    <code className="rounded bg-sand-100 px-1 py-0.5 font-mono text-[0.9em]" {...props} />
  ),
  pre: ({ node: _node, ...props }: Props<'pre'>) => (
    <pre
      className="my-3 overflow-x-auto rounded-lg bg-sand-100 p-3 text-sm [&>code]:bg-transparent [&>code]:p-0"
      {...props}
    />
  ),
  hr: () => <hr className="my-4 border-slate-200" />,
  // Only the manual's own photos (a path under /api/); any other picture is left out.
  img: ({ src, alt }: Props<'img'>) =>
    typeof src === 'string' && src !== '' ? (
      <img src={src} alt={alt ?? ''} loading="lazy" className="my-3 max-h-96 max-w-full rounded-lg" />
    ) : null,
};

/** A manual section's Markdown, rendered with the manual's rules for links and pictures. */
export function ManualMarkdown({ source, className }: { source: string; className?: string }) {
  const { t } = useTranslation('manual');
  const newTab = t('markdown.opensInNewTab');
  const components = useMemo<Components>(
    () => ({
      ...staticComponents,
      a: ({ href, children }: Props<'a'>) => {
        // Refused by urlTransform: the words stay, the link does not.
        if (!href) return <span>{children}</span>;
        const external = isExternalLink(href);
        return (
          <a
            href={href}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {children}
            {external ? <span className="sr-only"> {newTab}</span> : null}
          </a>
        );
      },
    }),
    [newTab],
  );
  return (
    <div
      className={cn(
        'min-w-0 break-words text-slate-800 [&>:first-child]:mt-0 [&>:last-child]:mb-0',
        className,
      )}
    >
      <Markdown urlTransform={urlTransform} components={components}>
        {source}
      </Markdown>
    </div>
  );
}
