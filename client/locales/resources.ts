// Every namespace is bundled so the first paint never waits for a translation file.
// `no` is the source of the key types; tests/i18n checks that `en` has exactly the same keys.
import enAuth from './en/auth.json';
import enBookings from './en/bookings.json';
import enCabins from './en/cabins.json';
import enCalendar from './en/calendar.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enLanding from './en/landing.json';
import enNotifications from './en/notifications.json';
import enPlaces from './en/places.json';
import enPwa from './en/pwa.json';
import enSettings from './en/settings.json';
import enShell from './en/shell.json';
import enShopping from './en/shopping.json';
import enTasks from './en/tasks.json';
import enVisits from './en/visits.json';
import enWeather from './en/weather.json';
import noAuth from './no/auth.json';
import noBookings from './no/bookings.json';
import noCabins from './no/cabins.json';
import noCalendar from './no/calendar.json';
import noCommon from './no/common.json';
import noDashboard from './no/dashboard.json';
import noLanding from './no/landing.json';
import noNotifications from './no/notifications.json';
import noPlaces from './no/places.json';
import noPwa from './no/pwa.json';
import noSettings from './no/settings.json';
import noShell from './no/shell.json';
import noShopping from './no/shopping.json';
import noTasks from './no/tasks.json';
import noVisits from './no/visits.json';
import noWeather from './no/weather.json';

export const resources = {
  no: {
    common: noCommon,
    landing: noLanding,
    auth: noAuth,
    shell: noShell,
    settings: noSettings,
    cabins: noCabins,
    bookings: noBookings,
    visits: noVisits,
    calendar: noCalendar,
    tasks: noTasks,
    shopping: noShopping,
    notifications: noNotifications,
    dashboard: noDashboard,
    places: noPlaces,
    pwa: noPwa,
    weather: noWeather,
  },
  en: {
    common: enCommon,
    landing: enLanding,
    auth: enAuth,
    shell: enShell,
    settings: enSettings,
    cabins: enCabins,
    bookings: enBookings,
    visits: enVisits,
    calendar: enCalendar,
    tasks: enTasks,
    shopping: enShopping,
    notifications: enNotifications,
    dashboard: enDashboard,
    places: enPlaces,
    pwa: enPwa,
    weather: enWeather,
  },
} as const;

export type Namespace = keyof (typeof resources)['no'];
