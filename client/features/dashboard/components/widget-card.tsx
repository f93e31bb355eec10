import { GripVertical, X } from 'lucide-react';
import type { ComponentPropsWithRef, CSSProperties, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/icon-button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { WidgetConfig } from '../lib/widget-layout';

export type WidgetCardProps = {
  widget: WidgetConfig;
  /** False on mobile, where widgets are hidden only from the customize dialog (product section 2). */
  canRemove: boolean;
  onRemove: (widget: WidgetConfig) => void;
  /** The drag handle's own props: dnd-kit's once sorting is loaded, the loading intent's before. */
  handle: ComponentPropsWithRef<'button'>;
  cardRef?: Ref<HTMLElement>;
  style?: CSSProperties;
  isDragging?: boolean;
  children: ReactNode;
};

/**
 * One widget's card in the grid: a drag handle (pointer, touch hold or keyboard, see the sortable
 * grid's sensors), the title, a hide button, and the widget itself. The same card before and
 * after the sorting code has loaded (issue #18), so the grid looks the same either way.
 */
export function WidgetCard({
  widget,
  canRemove,
  onRemove,
  handle,
  cardRef,
  style,
  isDragging = false,
  children,
}: WidgetCardProps) {
  const { t } = useTranslation('dashboard');
  const title = t(`widgets.${widget.type}.title`);
  const titleId = `widget-title-${widget.id}`;

  return (
    <Card
      ref={cardRef}
      style={style}
      aria-labelledby={titleId}
      data-testid={`widget-${widget.type}`}
      data-widget={widget.type}
      data-dragging={isDragging ? 'true' : undefined}
      className={cn('flex min-w-0 flex-col', isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-500')}
    >
      <div className="flex items-center gap-1 py-2 pr-2 pl-1">
        <button
          type="button"
          {...handle}
          aria-label={t('widget.move', { title })}
          title={t('widget.move', { title })}
          data-testid="widget-drag-handle"
          data-widget-handle={widget.id}
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-700 active:cursor-grabbing"
        >
          <GripVertical className="size-5" aria-hidden="true" />
        </button>
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900">
          {title}
        </h2>
        {canRemove ? (
          <IconButton
            label={t('widget.remove', { title })}
            icon={X}
            className="size-9 text-slate-500"
            onClick={() => onRemove(widget)}
            data-testid="widget-remove"
          />
        ) : null}
      </div>
      <div className="flex-1 px-4 pb-4">{children}</div>
    </Card>
  );
}
