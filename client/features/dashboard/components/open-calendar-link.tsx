import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** "Open the calendar": from a widget about bookings to the booking calendar. */
export function OpenCalendarLink() {
  const { t } = useTranslation('dashboard');
  return (
    <Link
      href="/calendar"
      className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {t('visit.openCalendar')}
    </Link>
  );
}
