import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, writes } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { UnsubscribePage } from './unsubscribe-page';

// An e-mail's footer link (issue #14): the page asks first, so a link scanner changes nothing.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the unsubscribe page', () => {
  it('names the kind, turns it off only on the click, and says so', async () => {
    const { calls } = stubApi({
      'POST /api/messages/unsubscribe?token=abc.def': json(200, { kind: 'weeklyDigest' }),
    });
    renderWithApp(<UnsubscribePage />, { path: '/unsubscribe?token=abc.def&kind=weeklyDigest' });
    expect(
      await screen.findByText(
        'You will no longer get e-mails about: Weekly digest (Sunday evening). You still see it in the app, and can turn it on again in Settings.',
      ),
    ).toBeDefined();
    expect(writes(calls)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turn off' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done. No more e-mails about: Weekly digest (Sunday evening).',
    );
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'POST', path: '/api/messages/unsubscribe?token=abc.def', body: undefined },
      ]),
    );
  });

  it('says a link that does not work does not', async () => {
    stubApi({
      'POST /api/messages/unsubscribe?token=forged': json(400, {
        message: 'x',
        code: 'invalid_unsubscribe_link',
      }),
    });
    renderWithApp(<UnsubscribePage />, { path: '/unsubscribe?token=forged' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn off' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link does not work. Choose your e-mails in Settings.',
    );
  });
});
