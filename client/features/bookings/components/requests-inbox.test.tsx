import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaitingRequestsBadge } from '@/app/shell/waiting-requests-badge';
import { bookingOf } from '@/test/booking-fixtures';
import { cabinReads, ola, per } from '@/test/cabin-fixtures';
import { json, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { RequestsInbox } from './requests-inbox';

// Issue #13: the owner's and admins' inbox of requests, with approve and decline inline, and an
// admin's own request waiting for the owner.

afterEach(() => {
  vi.unstubAllGlobals();
});

const fromPer = bookingOf('b1', '2027-02-01', '2027-02-04', {
  by: per,
  status: 'pending',
  notes: 'Med hund',
});
const fromOla = bookingOf('b2', '2027-03-01', '2027-03-03', { by: ola, status: 'pending' });

function renderInbox(role: 'owner' | 'admin' | 'member') {
  const { calls } = stubApi({
    ...cabinReads(role),
    'GET /api/bookings/pending': json(200, [fromPer, fromOla]),
    'PUT /api/bookings/b1/status': json(200, { ...fromPer, status: 'approved' }),
  });
  renderSignedIn(
    <>
      <WaitingRequestsBadge />
      <RequestsInbox />
    </>,
    { user: ola },
  );
  return { calls, user: userEvent.setup() };
}

describe('Requests waiting', () => {
  it('lets an admin approve with a note, and shows their own request as waiting for the owner', async () => {
    const { calls, user } = renderInbox('admin');
    const inbox = await screen.findByTestId('requests-inbox');
    const [perRow, olaRow] = within(inbox).getAllByTestId('request-row');
    if (!perRow || !olaRow) throw new Error('two rows expected');
    expect(perRow.textContent).toContain('Med hund');
    expect(within(olaRow).getByText('Waiting for the owner')).toBeDefined();
    expect(within(olaRow).queryByRole('button')).toBeNull();
    // Only the request the admin can answer counts on the navigation.
    expect((await screen.findByTestId('waiting-requests-badge')).textContent).toContain('1 request waiting');

    await user.type(within(perRow).getByLabelText('Note to Per Berg (optional)'), 'Velkommen');
    await user.click(within(perRow).getByRole('button', { name: 'Approve the request from Per Berg' }));
    expect(await screen.findByText('Booking approved')).toBeDefined();
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PUT',
          path: '/api/bookings/b1/status',
          body: { status: 'approved', responseNotes: 'Velkommen' },
        },
      ]),
    );
  });

  it('is not there for a plain member', async () => {
    const { calls } = renderInbox('member');
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/cabin'));
    // Members never ask for the pending list, so there is nothing to show.
    await waitFor(() => expect(calls.map((call) => call.path)).not.toContain('/api/bookings/pending'));
    expect(screen.queryByTestId('requests-inbox')).toBeNull();
    expect(screen.queryByTestId('waiting-requests-badge')).toBeNull();
  });
});
