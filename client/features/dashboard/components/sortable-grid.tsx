import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, type SyntheticEvent, useLayoutEffect, useRef } from 'react';
import { useSortableSensors } from '@/lib/sortable-sensors';
import type { PendingDragStart } from '../lib/drag-start';
import { useDragAccessibility } from '../lib/use-drag-accessibility';
import type { WidgetConfig } from '../lib/widget-layout';
import { WidgetCard } from './widget-card';

export type SortableGridProps = {
  widgets: readonly WidgetConfig[];
  canRemove: boolean;
  onRemove: (widget: WidgetConfig) => void;
  onMove: (activeId: string, overId: string) => void;
  renderContent: (widget: WidgetConfig) => ReactNode;
  /** The handle that had the focus in the grid this one replaces, to keep it there. */
  focusedWidgetId: string | null;
  /** A press that came before this code had loaded; handed to dnd-kit once mounted. */
  pendingStart: PendingDragStart | null;
};

/**
 * The widget grid with dnd-kit (a chunk of its own, loaded when a handle is pointed at, touched,
 * focused or pressed: issue #18). Widgets are reordered by dragging their handle, with a mouse
 * after 8 px, a touch held 200 ms (moving under 5 px meanwhile) or the keyboard.
 */
export default function SortableGrid({
  widgets,
  canRemove,
  onRemove,
  onMove,
  renderContent,
  focusedWidgetId,
  pendingStart,
}: SortableGridProps) {
  const accessibility = useDragAccessibility(widgets);
  const sensors = useSortableSensors();

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={widgets.map((widget) => widget.id)} strategy={rectSortingStrategy}>
        <div className="grid items-start gap-4 md:grid-cols-2" data-testid="widget-grid">
          {widgets.map((widget) => (
            <SortableWidget
              key={widget.id}
              widget={widget}
              canRemove={canRemove}
              onRemove={onRemove}
              focusOnMount={widget.id === focusedWidgetId}
              pendingStart={pendingStart?.widgetId === widget.id ? pendingStart : null}
            >
              {renderContent(widget)}
            </SortableWidget>
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}

type SortableWidgetProps = {
  widget: WidgetConfig;
  canRemove: boolean;
  onRemove: (widget: WidgetConfig) => void;
  focusOnMount: boolean;
  pendingStart: PendingDragStart | null;
  children: ReactNode;
};

function SortableWidget({
  widget,
  canRemove,
  onRemove,
  focusOnMount,
  pendingStart,
  children,
}: SortableWidgetProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: widget.id });
  const handleNode = useRef<HTMLButtonElement | null>(null);
  const arrival = useRef<{ focus: boolean; start: PendingDragStart | null } | null>({
    focus: focusOnMount,
    start: pendingStart,
  });

  // Once, after dnd-kit has this card's handle: the focus back where it was, then the press that
  // came while the code was loading, as dnd-kit's handler would have had it. In the commit itself
  // (a layout effect): the grid this one replaced took the focused handle with it, and a key
  // pressed between the commit and a passive effect would go to the page, not to a handle.
  useLayoutEffect(() => {
    const node = handleNode.current;
    const came = arrival.current;
    arrival.current = null;
    if (!node || !came) return;
    if (came.focus) node.focus();
    const start = came.start;
    const handler = start ? listeners?.[start.listener] : undefined;
    if (!start || !handler) return;
    const replayed: Pick<SyntheticEvent, 'nativeEvent' | 'target' | 'currentTarget' | 'preventDefault'> = {
      nativeEvent: start.event,
      target: node,
      currentTarget: node,
      preventDefault: () => start.event.preventDefault(),
    };
    handler(replayed);
  }, [listeners]);

  return (
    <WidgetCard
      widget={widget}
      canRemove={canRemove}
      onRemove={onRemove}
      cardRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      isDragging={isDragging}
      handle={{
        ...attributes,
        ...listeners,
        ref: (node) => {
          handleNode.current = node;
          setActivatorNodeRef(node);
        },
      }}
    >
      {children}
    </WidgetCard>
  );
}
