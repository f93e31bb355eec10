import type { GuestPage } from '@shared/schemas/guest-links';
import { MapPin, Phone } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useStayText } from '@/features/bookings';
import { loadManualParts } from '@/features/manual';
import { WeatherView } from '@/features/weather';
import { lazyChunk } from '@/lib/leaving-page';
import { directionsUrl, telHref } from '../lib/directions-url';

const ManualMarkdown = lazyChunk(() => loadManualParts().then((module) => module.ManualMarkdown));
const WifiFacts = lazyChunk(() => loadManualParts().then((module) => module.WifiFacts));

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/** The guest page's contents: the cabin, its key facts, the checklists (`children`), the weather and the manual. */
export function GuestPageBody({ page, children }: { page: GuestPage; children: ReactNode }) {
  const { t } = useTranslation('guest-links');
  const text = useStayText();
  const { cabin, stay, facts } = page;
  const directions = directionsUrl(cabin);
  return (
    <>
      <section className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900" data-testid="guest-cabin-name">
          {cabin.name}
        </h1>
        <p className="text-slate-700" data-testid="guest-stay">
          {t('page.welcome', { name: stay.bookerFirstName, dates: text.range(stay.startDate, stay.endDate) })}
        </p>
        {page.label ? (
          <p className="text-sm text-slate-600">{t('page.forLabel', { label: page.label })}</p>
        ) : null}
      </section>

      {cabin.address || directions ? (
        <section aria-labelledby="guest-address" className={card}>
          <h2 id="guest-address" className="text-lg font-semibold text-slate-900">
            {t('page.address')}
          </h2>
          {cabin.address ? <p className="mt-1 text-slate-800">{cabin.address}</p> : null}
          {facts.directions ? (
            <p className="mt-2 whitespace-pre-line text-slate-700">{facts.directions}</p>
          ) : null}
          {directions ? (
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 underline underline-offset-2"
              data-testid="guest-directions"
            >
              <MapPin className="size-4" aria-hidden="true" />
              {t('page.directions')}
              <span className="sr-only">{t('page.newTab')}</span>
            </a>
          ) : null}
        </section>
      ) : null}

      <section
        aria-labelledby="guest-facts"
        className={`${card} flex flex-col gap-4`}
        data-testid="guest-facts"
      >
        <h2 id="guest-facts" className="text-lg font-semibold text-slate-900">
          {t('page.facts')}
        </h2>
        {facts.wifiName ? (
          <Suspense fallback={null}>
            <WifiFacts name={facts.wifiName} password={facts.wifiPassword} />
          </Suspense>
        ) : null}
        {facts.doorCode ? (
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
              {t('page.doorCode')}
            </h3>
            <p className="font-mono text-xl text-slate-900" data-testid="guest-door-code">
              {facts.doorCode}
            </p>
          </div>
        ) : null}
        {facts.contacts.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
              {t('page.contacts')}
            </h3>
            <ul className="mt-1 flex flex-col gap-1">
              {facts.contacts.map((contact) => (
                <li key={`${contact.name}-${contact.phone}`} className="flex flex-wrap items-center gap-x-2">
                  <span className="font-medium text-slate-900">{contact.name}</span>
                  {contact.role ? <span className="text-sm text-slate-600">{contact.role}</span> : null}
                  {contact.phone ? (
                    <a
                      href={telHref(contact.phone)}
                      className="inline-flex min-h-11 items-center gap-1 text-brand-700 underline underline-offset-2"
                    >
                      <Phone className="size-4" aria-hidden="true" />
                      {contact.phone}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {facts.emergency ? (
          <div>
            <h3 className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
              {t('page.emergency')}
            </h3>
            <p className="whitespace-pre-line text-slate-800">{facts.emergency}</p>
          </div>
        ) : null}
      </section>

      {children}

      {page.weather ? (
        <section aria-labelledby="guest-weather" className={card}>
          <h2 id="guest-weather" className="mb-3 text-lg font-semibold text-slate-900">
            {t('page.weather')}
          </h2>
          <WeatherView weather={{ ...page.weather, cabinId: '' }} />
        </section>
      ) : null}

      {page.sections.length > 0 ? (
        <section aria-labelledby="guest-manual" className="flex flex-col gap-4">
          <h2 id="guest-manual" className="text-lg font-semibold text-slate-900">
            {t('page.manual')}
          </h2>
          {page.sections.map((section) => (
            <article key={section.id} className={card}>
              <h3 className="text-base font-semibold text-slate-900">{section.title}</h3>
              <Suspense fallback={<p className="whitespace-pre-line text-slate-800">{section.body}</p>}>
                <ManualMarkdown source={section.body} className="text-slate-800" />
              </Suspense>
            </article>
          ))}
        </section>
      ) : null}
    </>
  );
}
