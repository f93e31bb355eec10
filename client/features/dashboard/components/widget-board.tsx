import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { DRAG_ACTIVATION_PX, TOUCH_DELAY_MS, TOUCH_TOLERANCE_PX } from '@shared/constants';
import { LayoutGrid, Settings2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RequestsInbox } from '@/features/bookings';
import { useCabin } from '@/features/cabins';
import { useIsMobile } from '@/lib/use-media-query';
import { useDragAccessibility } from '../lib/use-drag-accessibility';
import { useWidgetLayout } from '../lib/use-widget-layout';
import {
  defaultLayout,
  enabledWidgets,
  layoutStorageKey,
  moveWidget,
  setWidgetEnabled,
  type WidgetConfig,
} from '../lib/widget-layout';
import { CustomizeDialog } from './customize-dialog';
import { DashboardHeader } from './dashboard-header';
import { SortableWidget } from './sortable-widget';
import { WidgetContent } from './widget-content';
import { WidgetEmpty } from './widget-states';

/**
 * The widget grid of a user with a cabin (product section 2): two columns from the mobile breakpoint
 * up, one below it. Widgets are reordered by dragging their handle, with a mouse after 8 px, a
 * touch held 200 ms (moving under 5 px meanwhile) or the keyboard; the layout is stored per user.
 */
export function WidgetBoard({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const { layout: stored, update } = useWidgetLayout(layoutStorageKey(userId));
  // The access code is for the owner and admins to share (issue #13): members get no widget for it.
  const sharesCode = useCabin().data?.accessCode != null;
  const layout = sharesCode ? stored : stored.filter((widget) => widget.type !== 'invitation-code');
  const [customizing, setCustomizing] = useState(false);
  const customizeButton = useRef<HTMLButtonElement>(null);
  const isMobile = useIsMobile();
  const shown = enabledWidgets(layout);
  const accessibility = useDragAccessibility(shown);

  // The mouse sensor rather than the pointer sensor: a touch also fires pointer events, and the
  // touch must wait for its hold instead of starting a drag after 8 px of scrolling.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: TOUCH_DELAY_MS, tolerance: TOUCH_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      update((current) => moveWidget(current, String(active.id), String(over.id)));
  };

  const hide = (widget: WidgetConfig) => {
    update((current) => setWidgetEnabled(current, widget.id, false));
    // The button pressed is gone with its widget; the focus goes where it can be brought back.
    customizeButton.current?.focus();
  };

  const openCustomize = (
    <Button
      ref={customizeButton}
      variant="outline"
      onClick={() => setCustomizing(true)}
      data-testid="customize-dashboard"
    >
      <Settings2 aria-hidden="true" />
      {t('customize.open')}
    </Button>
  );

  return (
    <>
      <DashboardHeader action={openCustomize} />
      <RequestsInbox />
      {shown.length === 0 ? (
        <Card className="p-6">
          <WidgetEmpty
            icon={LayoutGrid}
            action={
              <Button onClick={() => setCustomizing(true)} data-testid="add-widgets">
                {t('empty.action')}
              </Button>
            }
          >
            {t('empty.text')}
          </WidgetEmpty>
        </Card>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={accessibility}
        >
          <SortableContext items={shown.map((widget) => widget.id)} strategy={rectSortingStrategy}>
            <div className="grid items-start gap-4 md:grid-cols-2" data-testid="widget-grid">
              {shown.map((widget) => (
                <SortableWidget key={widget.id} widget={widget} canRemove={!isMobile} onRemove={hide}>
                  <WidgetContent type={widget.type} />
                </SortableWidget>
              ))}
            </div>
          </SortableContext>
        </DndContext>
      )}
      <CustomizeDialog
        open={customizing}
        onOpenChange={setCustomizing}
        layout={layout}
        onToggle={(id, enabled) => update((current) => setWidgetEnabled(current, id, enabled))}
        onReset={() => update(() => defaultLayout())}
      />
    </>
  );
}
