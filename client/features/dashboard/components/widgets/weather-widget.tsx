import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WidgetEmpty } from '../widget-states';

/**
 * weather: the spec's "No weather information available" state until the weather call exists
 * (issue #8 brings the MET forecast, the address states and the cabin selector).
 */
export function WeatherWidget() {
  const { t } = useTranslation('dashboard');
  return <WidgetEmpty icon={CloudOff}>{t('weather.noInformation')}</WidgetEmpty>;
}
