import type { CabinSummary } from '@shared/schemas/cabins';
import { CloudOff, MapPinOff, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { InlineMessage } from '@/components/inline-states';
import { buttonVariants } from '@/components/ui/button';
import { useCurrentCabinId, useUserCabins } from '@/features/cabins';
import { ApiError } from '@/lib/api-client';
import { useWeather } from '../api/get-weather';
import { CabinSelect } from './cabin-select';
import { WeatherFailed, WeatherLoading } from './weather-states';
import { WeatherView } from './weather-view';

/** Where an owner adds the cabin's address. */
const SETTINGS_PATH = '/settings';

/**
 * The weather card (product section 2): current conditions and a 3-day forecast for one of the
 * user's cabins, with a cabin selector when there is more than one, and the spec's texts for
 * loading, no address, no cabin with an address, failure and nothing to show.
 */
export function WeatherCard() {
  const { t } = useTranslation('weather');
  const cabins = useUserCabins();
  const currentCabinId = useCurrentCabinId();
  // Only the user's own choice is state; until they choose, the card follows the current cabin.
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (cabins.isPending) return <WeatherLoading />;
  if (cabins.isError)
    return <WeatherFailed onRetry={() => void cabins.refetch()} retrying={cabins.isFetching} />;
  const list = cabins.data;
  const selected = selectCabin(list, chosenId, currentCabinId);
  if (!selected)
    return (
      <InlineMessage icon={CloudOff} testId="weather-message">
        {t('noInformation')}
      </InlineMessage>
    );

  return (
    <div className="flex flex-col gap-4" data-testid="weather-card">
      {list.length > 1 ? <CabinSelect cabins={list} value={selected.id} onChange={setChosenId} /> : null}
      {selected.address ? (
        <CabinWeather cabinId={selected.id} address={selected.address} />
      ) : (
        // No address, no call (product sections 2 and 6).
        <MissingAddress noneHasOne={!list.some((cabin) => Boolean(cabin.address))} />
      )}
    </div>
  );
}

/** The weather of a cabin with an address: loading, failed with what to check, or the data. */
function CabinWeather({ cabinId, address }: { cabinId: string; address: string }) {
  const { t } = useTranslation('weather');
  const weather = useWeather(cabinId, address);
  if (weather.isPending) return <WeatherLoading />;
  if (weather.isError) {
    // The address was removed after the cabin list was read: say so rather than "failed".
    if (weather.error instanceof ApiError && weather.error.code === 'weather_no_address')
      return <MissingAddress noneHasOne={false} />;
    return (
      <WeatherFailed
        hint={t('failedHint')}
        onRetry={() => void weather.refetch()}
        retrying={weather.isFetching}
      />
    );
  }
  return <WeatherView weather={weather.data} />;
}

/**
 * The cabin the card shows: the user's choice while it is still one of their cabins, else the
 * current cabin, else the first one (a list read before a cabin switch settles).
 */
function selectCabin(
  cabins: readonly CabinSummary[],
  chosenId: string | null,
  currentCabinId: string | null,
): CabinSummary | null {
  return (
    cabins.find((cabin) => cabin.id === chosenId) ??
    cabins.find((cabin) => cabin.id === currentCabinId) ??
    cabins[0] ??
    null
  );
}

/**
 * "No address" for the chosen cabin, or, when none of the user's cabins has one, the spec's
 * "Add address in cabin settings to view weather"; both lead to the settings.
 */
function MissingAddress({ noneHasOne }: { noneHasOne: boolean }) {
  const { t } = useTranslation('weather');
  return (
    <InlineMessage
      icon={MapPinOff}
      testId="weather-message"
      hint={noneHasOne ? undefined : t('noCabinAddress')}
      action={
        <Link href={SETTINGS_PATH} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Settings aria-hidden="true" />
          {t('openSettings')}
        </Link>
      }
    >
      {noneHasOne ? t('noCabinAddress') : t('noAddress')}
    </InlineMessage>
  );
}
