import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { UpdatePrompt } from '../components/update-prompt';
import { registerServiceWorker, resetServiceWorkerUpdate } from './service-worker-update';

// Decision 013: a new version waits until the user accepts it; only then does it take over and
// the page reload. The browser's service worker objects are played by event targets.

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(async () => {});
  arrive(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(async () => this.registration);
  constructor(controller: FakeWorker | null) {
    super();
    this.controller = controller;
  }
}

function register(container: FakeContainer, reload: () => void) {
  return registerServiceWorker({ container, reload });
}

/** A page controlled by the running version, with the prompt rendered, when a new one installs. */
async function newVersionInstalled() {
  const container = new FakeContainer(new FakeWorker());
  const reload = vi.fn();
  render(<UpdatePrompt />);
  await register(container, reload);
  const next = new FakeWorker();
  act(() => {
    container.registration.arrive(next);
    next.becomes('installed');
  });
  return { container, reload, next };
}

afterEach(async () => {
  resetServiceWorkerUpdate();
  await changeLanguage('en');
});

describe('service worker registration and updates', () => {
  it('registers /sw.js for the whole app, always asking the server for a new worker', async () => {
    const container = new FakeContainer(null);
    await register(container, vi.fn());
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('the first install prompts nothing and reloads nothing', async () => {
    const container = new FakeContainer(null);
    const reload = vi.fn();
    render(<UpdatePrompt />);
    await register(container, reload);
    const first = new FakeWorker();
    act(() => {
      container.registration.arrive(first);
      first.becomes('installed');
      container.controller = first;
      container.dispatchEvent(new Event('controllerchange'));
    });
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version; Update now hands over to it and reloads once it has taken over', async () => {
    const { container, reload, next } = await newVersionInstalled();
    const prompt = screen.getByRole('region', { name: 'New version' });
    expect(prompt.textContent).toContain('A new version of Hytta is ready.');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(next.messages).toEqual([{ type: 'skip-waiting' }]);
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      container.controller = next;
      container.dispatchEvent(new Event('controllerchange'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const container = new FakeContainer(new FakeWorker());
    container.registration.waiting = new FakeWorker();
    render(<UpdatePrompt />);
    await act(() => register(container, vi.fn()));
    expect(screen.getByTestId('update-prompt')).toBeTruthy();
  });

  it('Later hides the offer and keeps this version running', async () => {
    const { container, reload, next } = await newVersionInstalled();
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    expect(next.messages).toEqual([]);
    // Another tab's update taking over does not reload this page under the user.
    act(() => {
      container.dispatchEvent(new Event('controllerchange'));
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('is Norwegian in Norwegian', async () => {
    await changeLanguage('no');
    const container = new FakeContainer(new FakeWorker());
    container.registration.waiting = new FakeWorker();
    render(<UpdatePrompt />);
    await act(() => register(container, vi.fn()));
    const prompt = screen.getByRole('region', { name: 'Ny versjon' });
    expect(prompt.textContent).toContain('En ny versjon av Hytta er klar.');
    expect(screen.getByRole('button', { name: 'Oppdater nå' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Senere' })).toBeTruthy();
  });
});
