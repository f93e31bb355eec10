import { LayoutGrid, Settings2 } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RequestsInbox } from '@/features/bookings';
import { useCabin } from '@/features/cabins';
import { intentLoader, useIntentLoader } from '@/lib/intent-loader';
import { preloadable } from '@/lib/preloadable';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { useIsMobile } from '@/lib/use-media-query';
import { isPickUpKey, type PendingDragStart } from '../lib/drag-start';
import { useWidgetLayout } from '../lib/use-widget-layout';
import {
  defaultLayout,
  enabledWidgets,
  layoutStorageKey,
  moveWidget,
  setWidgetEnabled,
  type WidgetConfig,
} from '../lib/widget-layout';
import { DashboardHeader } from './dashboard-header';
import { WidgetCard } from './widget-card';
import { WidgetContent } from './widget-content';
import { WidgetEmpty } from './widget-states';

// Issue #18: dnd-kit and the customize dialog are about a fifth of the signed-in start's script,
// and most visits neither drag a widget nor customize. Each is a chunk of its own, loaded when a
// handle or the Customize button is pointed at, touched, focused or pressed.
const sorting = intentLoader(() => import('./sortable-grid'));
/** The widgets of the grid's first commit: a phone's screen holds about two. */
const FIRST_WIDGETS = 2;
const CustomizeDialog = preloadable(() =>
  import('./customize-dialog').then((module) => module.CustomizeDialog),
);

/**
 * The widget grid of a user with a cabin (product section 2): two columns from the mobile breakpoint
 * up, one below it. Widgets are reordered by dragging their handle (see SortableGrid); the layout
 * is stored per user.
 */
export function WidgetBoard({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const { layout: stored, update } = useWidgetLayout(layoutStorageKey(userId));
  // The access code is for the owner and admins to share (issue #13): members get no widget for it.
  const sharesCode = useCabin().data?.accessCode != null;
  const layout = sharesCode ? stored : stored.filter((widget) => widget.type !== 'invitation-code');
  const [customizing, setCustomizing] = useState(false);
  const [customizeOpened, setCustomizeOpened] = useState(false);
  const customizeButton = useRef<HTMLButtonElement>(null);
  const isMobile = useIsMobile();
  const enabled = enabledWidgets(layout);
  // The first widgets paint first; the rest follow in a commit of their own, appended below them
  // (nothing on screen moves), so no single task renders and commits the whole grid (issue #18).
  const allWidgets = useAfterFirstPaint();
  const shown = allWidgets ? enabled : enabled.slice(0, FIRST_WIDGETS);
  const [sortable, wantSorting] = useIntentLoader(sorting);
  // What happened on the grid without dnd-kit, for the sortable grid to carry on from.
  const focusedHandle = useRef<string | null>(null);
  const instructionsId = useId();
  const pendingStart = useRef<PendingDragStart | null>(null);
  useEffect(() => {
    // The sortable grid's cards took these when they mounted; a card mounted later (a widget added
    // back) must not replay an old press.
    if (!sortable) return;
    pendingStart.current = null;
    focusedHandle.current = null;
  }, [sortable]);

  const hide = (widget: WidgetConfig) => {
    update((current) => setWidgetEnabled(current, widget.id, false));
    // The button pressed is gone with its widget; the focus goes where it can be brought back.
    customizeButton.current?.focus();
  };
  const openCustomizing = () => {
    setCustomizeOpened(true);
    setCustomizing(true);
  };
  const customizeIntent = {
    onPointerEnter: () => void CustomizeDialog.preload().catch(() => undefined),
    onFocus: () => void CustomizeDialog.preload().catch(() => undefined),
  };
  const content = (widget: WidgetConfig) => <WidgetContent type={widget.type} />;

  const handleIntent = (widget: WidgetConfig) => {
    const press = (listener: PendingDragStart['listener'], event: PendingDragStart['event']) => {
      pendingStart.current = { widgetId: widget.id, listener, event };
      wantSorting();
    };
    return {
      // What dnd-kit gives a handle, so a screen reader hears the same before it has loaded.
      'aria-roledescription': 'sortable',
      'aria-describedby': instructionsId,
      onPointerEnter: wantSorting,
      onFocus: () => {
        focusedHandle.current = widget.id;
        wantSorting();
      },
      onBlur: () => {
        focusedHandle.current = null;
      },
      onMouseDown: (event: { nativeEvent: MouseEvent }) => press('onMouseDown', event.nativeEvent),
      onTouchStart: (event: { nativeEvent: TouchEvent }) => press('onTouchStart', event.nativeEvent),
      onKeyDown: (event: { nativeEvent: KeyboardEvent }) => {
        if (isPickUpKey(event.nativeEvent)) press('onKeyDown', event.nativeEvent);
      },
    };
  };

  let grid: ReactNode;
  if (sortable) {
    const SortableGrid = sortable.default;
    grid = (
      <SortableGrid
        widgets={shown}
        canRemove={!isMobile}
        onRemove={hide}
        onMove={(activeId, overId) => update((current) => moveWidget(current, activeId, overId))}
        renderContent={content}
        focusedWidgetId={focusedHandle.current}
        pendingStart={pendingStart.current}
      />
    );
  } else {
    grid = (
      <div className="grid items-start gap-4 md:grid-cols-2" data-testid="widget-grid">
        <div id={instructionsId} hidden>
          {t('drag.instructions')}
        </div>
        {shown.map((widget) => (
          <WidgetCard
            key={widget.id}
            widget={widget}
            canRemove={!isMobile}
            onRemove={hide}
            handle={handleIntent(widget)}
          >
            {content(widget)}
          </WidgetCard>
        ))}
      </div>
    );
  }

  return (
    <>
      <DashboardHeader
        action={
          <Button
            ref={customizeButton}
            variant="outline"
            onClick={openCustomizing}
            {...customizeIntent}
            data-testid="customize-dashboard"
          >
            <Settings2 aria-hidden="true" />
            {t('customize.open')}
          </Button>
        }
      />
      <RequestsInbox />
      {shown.length === 0 ? (
        <Card className="p-6">
          <WidgetEmpty
            icon={LayoutGrid}
            action={
              <Button onClick={openCustomizing} {...customizeIntent} data-testid="add-widgets">
                {t('empty.action')}
              </Button>
            }
          >
            {t('empty.text')}
          </WidgetEmpty>
        </Card>
      ) : (
        grid
      )}
      {customizeOpened ? (
        <Suspense fallback={null}>
          <CustomizeDialog
            open={customizing}
            onOpenChange={setCustomizing}
            layout={layout}
            onToggle={(id, enabled) => update((current) => setWidgetEnabled(current, id, enabled))}
            onReset={() => update(() => defaultLayout())}
          />
        </Suspense>
      ) : null}
    </>
  );
}
