import type { SwapOfferListItem } from '@shared/schemas/swaps';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { bookingOf } from '@/test/booking-fixtures';
import { cabinReads, kariInFjellhytta, ola, per } from '@/test/cabin-fixtures';
import { json, stubApi, writes } from '@/test/fetch-stub';
import { renderSignedIn } from '@/test/render-signed-in';
import { BookingSwap } from './booking-swap';
import { SwapOffersSection } from './swap-offers-section';

// Swapping stays (issue #40): the calendar's Swaps card with offers received and made, the offer
// dialog, a broken cap said in place in the server's words, and the part on someone's booking.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-01-10T09:00:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const person = ({
  id,
  fullName,
  displayName,
}: {
  id: string;
  fullName: string;
  displayName: string | null;
}) => ({
  id,
  fullName,
  displayName,
});
const kariStay = bookingOf('b1', '2027-07-10', '2027-07-14');
const olaStay = bookingOf('b2', '2027-07-01', '2027-07-08', { by: ola });
const stay = (booking: typeof kariStay) => ({
  id: booking.id,
  startDate: booking.startDate,
  endDate: booking.endDate,
  user: booking.user,
});
/** Kari offered her stay for Ola's. */
const kariOffer = (direction: 'incoming' | 'outgoing'): SwapOfferListItem => ({
  id: 'o1',
  booking: stay(kariStay),
  withBooking: stay(olaStay),
  from: person(kariInFjellhytta),
  to: person(ola),
  status: 'open',
  createdAt: '2027-01-09T10:00:00.000Z',
  answeredAt: null,
  direction,
});

function renderCard(user: typeof ola, offers: SwapOfferListItem[], more = {}) {
  const { calls } = stubApi({
    ...cabinReads('member'),
    'GET /api/bookings': json(200, [olaStay, kariStay]),
    'GET /api/swap-offers': json(200, offers),
    ...more,
  });
  renderSignedIn(<SwapOffersSection />, { user, path: '/calendar' });
  return { calls, user: userEvent.setup() };
}

describe('the Swaps card', () => {
  it('shows an offer received and accepts it (English)', async () => {
    const { calls, user } = renderCard(ola, [kariOffer('incoming')], {
      'POST /api/swap-offers/o1/accept': json(200, { ...kariOffer('incoming'), status: 'accepted' }),
    });
    const offer = await screen.findByTestId('swap-offer', {}, { timeout: 5000 });
    expect(offer.textContent).toContain(
      'Kari Nordmann offers 10 Jul 2027 – 14 Jul 2027 for your stay 1 Jul 2027 – 8 Jul 2027.',
    );
    await user.click(within(offer).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('The swap is done: your stay is now 10 Jul 2027 – 14 Jul 2027'),
    ).toBeDefined();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/swap-offers/o1/accept', body: undefined }]);
  });

  it('says a broken cap in place, in the server’s words', async () => {
    const message =
      'Byttet ville gitt en husstand flere netter i «Sommer» (1.–31. juli) enn grensen på 7 netter per husstand.';
    await changeLanguage('no');
    const { user } = renderCard(ola, [kariOffer('incoming')], {
      'POST /api/swap-offers/o1/accept': json(409, { message, code: 'swap_breaks_cap' }),
    });
    const offer = await screen.findByTestId('swap-offer', {}, { timeout: 5000 });
    await user.click(within(offer).getByRole('button', { name: 'Godta' }));
    expect((await within(offer).findByRole('alert')).textContent).toBe(message);
  });

  it('lists an offer made, and withdraws it (Norwegian)', async () => {
    await changeLanguage('no');
    const { calls, user } = renderCard(kariInFjellhytta, [kariOffer('outgoing')], {
      'DELETE /api/swap-offers/o1': json(200, { ...kariOffer('outgoing'), status: 'withdrawn' }),
    });
    const card = await screen.findByTestId('swap-offers-section', {}, { timeout: 5000 });
    expect(within(card).getByRole('heading', { name: 'Bytte opphold' })).toBeDefined();
    const offer = await within(card).findByTestId('swap-offer');
    expect(offer.textContent).toContain(
      'Du tilbød 10. juli 2027 – 14. juli 2027 til Ola Hansen i bytte mot 1. juli 2027 – 8. juli 2027.',
    );
    await user.click(within(offer).getByRole('button', { name: 'Trekk tilbake' }));
    expect(await screen.findByText('Byttetilbudet er trukket tilbake')).toBeDefined();
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: '/api/swap-offers/o1', body: undefined }]);
  });

  it.each([
    ['en', 'Offer a swap', 'Your stay', 'The stay you would like', 'Send offer', 'Swap offer sent'],
    ['no', 'Tilby bytte', 'Ditt opphold', 'Oppholdet du vil ha', 'Send tilbud', 'Byttetilbudet er sendt'],
  ])('offers a swap through the dialog (%s)', async (language, open, yours, theirs, send, sent) => {
    await changeLanguage(language as 'en' | 'no');
    const { calls, user } = renderCard(ola, [], {
      'POST /api/bookings/b2/swap-offers': json(201, { ...kariOffer('outgoing'), direction: undefined }),
    });
    await user.click(await screen.findByRole('button', { name: open }, { timeout: 5000 }));
    const dialog = await screen.findByTestId('swap-offer-dialog');
    // Ola's only stay is chosen for him; the one he would like he picks.
    expect((within(dialog).getByLabelText(yours) as HTMLSelectElement).value).toBe('b2');
    await user.click(within(dialog).getByRole('button', { name: send }));
    expect(
      within(dialog).getAllByText(language === 'en' ? 'Choose a stay' : 'Velg et opphold').length,
    ).toBeGreaterThan(1);
    await user.selectOptions(within(dialog).getByLabelText(theirs), 'b1');
    await user.click(within(dialog).getByRole('button', { name: send }));
    expect(await screen.findByText(sent)).toBeDefined();
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'POST', path: '/api/bookings/b2/swap-offers', body: { withBookingId: 'b1' } },
      ]),
    );
  });

  it('is not there without offers or stays to swap', async () => {
    const { calls } = renderCard(per, []);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/swap-offers'));
    expect(screen.queryByTestId('swap-offers-section')).toBeNull();
  });
});

describe('on someone else’s booking', () => {
  it('offers a swap for it, the stay already chosen', async () => {
    stubApi({
      ...cabinReads('member'),
      'GET /api/bookings': json(200, [olaStay, kariStay]),
      'GET /api/swap-offers': json(200, []),
    });
    renderSignedIn(<BookingSwap booking={kariStay} />, { user: ola, path: '/calendar' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Offer a swap' }, { timeout: 5000 }));
    const dialog = await screen.findByTestId('swap-offer-dialog');
    expect((within(dialog).getByLabelText('The stay you would like') as HTMLSelectElement).value).toBe('b1');
  });

  it('shows the offer about it instead, to answer', async () => {
    stubApi({
      ...cabinReads('member'),
      'GET /api/bookings': json(200, [olaStay, kariStay]),
      'GET /api/swap-offers': json(200, [kariOffer('incoming')]),
    });
    renderSignedIn(<BookingSwap booking={kariStay} />, { user: ola, path: '/calendar' });
    const offer = await screen.findByTestId('swap-offer', {}, { timeout: 5000 });
    expect(within(offer).getByRole('button', { name: 'Decline' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Offer a swap' })).toBeNull();
  });
});
