import type { DrawResult } from '@shared/schemas/peak-periods';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { easterDraw, peakPeriodOf } from '@/test/fair-share-fixtures';
import { renderWithApp } from '@/test/render';
import { DrawCheckSection } from './draw-check';

// "Check the draw" (decision 043): the browser hashes the revealed seed, compares it with the
// commitment published before the draw, re-runs the shared draw on the recorded inputs and says
// whether both match, and what differs if not.

afterEach(async () => {
  await changeLanguage('en');
});

const { seedCommitment } = peakPeriodOf();

async function checkOf(result: DrawResult, commitment: string | null = seedCommitment) {
  renderWithApp(<DrawCheckSection result={result} seedCommitment={commitment} />);
  const section = screen.getByTestId('draw-check');
  await userEvent.click(within(section).getByRole('button', { name: 'Check the draw' }));
  return {
    verdict: (await within(section).findByTestId('draw-check-verdict')).textContent,
    details: within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  };
}

describe('Check the draw', () => {
  it('says both match when the seed hashes to the commitment and the re-run gives the result', async () => {
    expect(screen.queryByTestId('draw-check-verdict')).toBeNull();
    const { verdict, details } = await checkOf(easterDraw);
    expect(verdict).toBe('Both match: the seed is the one promised, and the draw gives the same result.');
    expect(details).toEqual([
      "The seed's SHA-256 equals the commitment.",
      'The draw run again gives the same order, granted wishes and refusals.',
    ]);
  });

  it('says so in Norwegian too', async () => {
    await changeLanguage('no');
    renderWithApp(<DrawCheckSection result={easterDraw} seedCommitment={seedCommitment} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sjekk trekningen' }));
    expect((await screen.findByTestId('draw-check-verdict')).textContent).toBe(
      'Begge stemmer: frøet er det som ble lovet, og trekningen gir samme resultat.',
    );
  });

  it('says the seed does not match a different commitment, with both hashes', async () => {
    const other = '0'.repeat(64);
    const { verdict, details } = await checkOf(easterDraw, other);
    expect(verdict).toBe('The draw does not check out:');
    expect(details).toEqual([
      `The seed's SHA-256 (${seedCommitment}) is not the commitment (${other}).`,
      'The draw run again gives the same order, granted wishes and refusals.',
    ]);
  });

  it('says what the re-run gives differently from a published result that was changed', async () => {
    // The second household's grant moved to its best wish, which the first had already taken.
    const [first, second] = easterDraw.allocations;
    if (!first || !second) throw new Error('fixture changed');
    const changed: DrawResult = {
      ...easterDraw,
      order: ['h1', 'member:u3'],
      allocations: [first, { ...second, startDate: '2027-03-25', rank: 1 }],
    };
    const { verdict, details } = await checkOf(changed);
    expect(verdict).toBe('The draw does not check out:');
    expect(details).toEqual([
      "The seed's SHA-256 equals the commitment.",
      'The order comes out different.',
      'The granted wishes come out different.',
    ]);
  });

  it('says a draw made before its inputs were recorded cannot be re-run', async () => {
    const { verdict, details } = await checkOf({ ...easterDraw, inputs: null });
    expect(verdict).toBe('This draw was made before its inputs were recorded, so it cannot be re-run here.');
    expect(details).toEqual(["The seed's SHA-256 equals the commitment."]);
  });
});
