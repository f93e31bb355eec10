import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useRef } from 'react';
import { type IntentLoader, useIntentLoader } from './intent-loader';

/** How a popup's loaded component starts: open if the trigger was pressed, focused if it had the focus. */
export type PopupArrival = { defaultOpen: boolean; focusTrigger: boolean };

/** The props a popup's trigger has until its code has loaded. */
export type PopupIntentProps = {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
};

/**
 * A menu or popover whose code loads on intent (issue #18): until it has, the trigger is a plain
 * element with these props. A pointer over it starts the download; a press or the keyboard's
 * focus puts the loaded component in its place, open if it was pressed (a press is never lost)
 * and with the focus if the trigger had it. A pointer alone never replaces the element under it,
 * so a click that follows goes where the user aimed.
 */
export function usePopupIntent<Module>(
  loader: IntentLoader<Module>,
): [Module | null, PopupIntentProps, PopupArrival] {
  const [module, want] = useIntentLoader(loader);
  const arrival = useRef<PopupArrival>({ defaultOpen: false, focusTrigger: false });
  const open = () => {
    arrival.current.defaultOpen = true;
    want();
  };
  const props: PopupIntentProps = {
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') loader.load().catch(() => undefined);
    },
    // Radix opens a menu on the press itself; a click (Enter, Space) comes after it.
    onPointerDown: (event) => {
      if (event.button === 0 && !event.ctrlKey) open();
    },
    onFocus: () => {
      arrival.current.focusTrigger = true;
      want();
    },
    onBlur: () => {
      arrival.current.focusTrigger = false;
    },
    onClick: open,
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown') open();
    },
  };
  return [module, props, { ...arrival.current }];
}

/**
 * A ref for an element that takes the focus as it mounts, if `focus` said so then. In the commit
 * itself (a layout effect): the element it replaces took the focus with it, and a key pressed
 * before a passive effect ran would go to the page instead (seen on a loaded machine).
 */
export function useFocusOnMount<Element extends HTMLElement>(focus: boolean) {
  const element = useRef<Element>(null);
  const focusOnMount = useRef(focus);
  useLayoutEffect(() => {
    if (focusOnMount.current) element.current?.focus();
  }, []);
  return element;
}

/**
 * The loaded popup's trigger ref: the trigger takes the focus the plain one had, unless the popup
 * starts open (an open popup takes the focus itself and gives it back to its trigger on closing).
 */
export function useArrivalFocus<Element extends HTMLElement>({ defaultOpen, focusTrigger }: PopupArrival) {
  return useFocusOnMount<Element>(focusTrigger && !defaultOpen);
}
