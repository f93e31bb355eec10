import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type IntentLoader, intentLoader } from './intent-loader';
import { type PopupArrival, usePopupIntent } from './use-popup-intent';

function LoadedPopup({ defaultOpen, focusTrigger }: PopupArrival) {
  return (
    <button
      type="button"
      data-testid="loaded"
      data-open={String(defaultOpen)}
      data-focus={String(focusTrigger)}
    >
      menu
    </button>
  );
}

function Trigger({ loader }: { loader: IntentLoader<{ default: typeof LoadedPopup }> }) {
  const [loaded, intent, arrival] = usePopupIntent(loader);
  if (loaded) return <loaded.default {...arrival} />;
  return (
    <button type="button" data-testid="plain" {...intent}>
      menu
    </button>
  );
}

/** A trigger whose popup's download ends when the test says so. */
function deferredPopup() {
  let arrive: () => void = () => undefined;
  let downloads = 0;
  const loader = intentLoader(() => {
    downloads += 1;
    return new Promise<{ default: typeof LoadedPopup }>((resolve) => {
      arrive = () => resolve({ default: LoadedPopup });
    });
  });
  return {
    loader,
    arrive: () => act(async () => arrive()),
    downloads: () => downloads,
  };
}

describe('usePopupIntent (issue #18)', () => {
  it('opens the popup for a press made while its code was on its way', async () => {
    const popup = deferredPopup();
    render(<Trigger loader={popup.loader} />);
    fireEvent.pointerDown(screen.getByTestId('plain'), { button: 0, pointerType: 'mouse' });
    expect(screen.getByTestId('plain')).toBeDefined();
    await popup.arrive();
    expect(screen.getByTestId('loaded').dataset.open).toBe('true');
    expect(popup.downloads()).toBe(1);
  });

  it('downloads for a pointer over the trigger, but leaves the element under it in place', async () => {
    const popup = deferredPopup();
    render(<Trigger loader={popup.loader} />);
    const plain = screen.getByTestId('plain');
    fireEvent.pointerEnter(plain, { pointerType: 'mouse' });
    await popup.arrive();
    expect(popup.downloads()).toBe(1);
    // A click that follows the pointer lands on the element the user aimed at.
    expect(screen.getByTestId('plain')).toBe(plain);
    fireEvent.click(plain);
    expect(screen.getByTestId('loaded').dataset.open).toBe('true');
  });

  it('hands the keyboard focus on to the loaded trigger, closed', async () => {
    const popup = deferredPopup();
    render(<Trigger loader={popup.loader} />);
    act(() => screen.getByTestId('plain').focus());
    await popup.arrive();
    const loaded = screen.getByTestId('loaded');
    expect(loaded.dataset.focus).toBe('true');
    expect(loaded.dataset.open).toBe('false');
  });

  it('ignores a touch that only starts a pointer, and another button than the main one', async () => {
    const popup = deferredPopup();
    render(<Trigger loader={popup.loader} />);
    const plain = screen.getByTestId('plain');
    fireEvent.pointerEnter(plain, { pointerType: 'touch' });
    fireEvent.pointerDown(plain, { button: 2, pointerType: 'mouse' });
    expect(popup.downloads()).toBe(0);
  });
});
