import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  type MessageChannel,
  type MessageKind,
  type MessagePreferences,
} from '@shared/schemas/message-preferences';
import { useTranslation } from 'react-i18next';
import { TitledCard } from '@/components/titled-card';
import { toastFailure, toastSuccess } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useMessagePreferences } from '../api/get-message-preferences';
import { PushPermissionDenied, usePushDevice } from '../api/push-device';
import { useSaveMessagePreferences } from '../api/save-message-preferences';

/** Settings -> Notifications: push and e-mail per kind, and push on this device (issue #14). */
export function NotificationsCard() {
  const { t } = useTranslation('settings');
  const preferences = useMessagePreferences();
  const save = useSaveMessagePreferences();

  const change = (kind: MessageKind, channel: MessageChannel, value: boolean) => {
    const current = preferences.data;
    if (!current) return;
    const next: MessagePreferences = { ...current, [kind]: { ...current[kind], [channel]: value } };
    save.mutate(next, { onError: (error) => toastFailure(t('notifications.saveFailed'), error) });
  };

  return (
    <TitledCard
      title={t('notifications.title')}
      description={t('notifications.description')}
      testId="notifications-card"
      contentClassName="flex flex-col gap-6"
    >
      <ThisDevice />
      {preferences.isError ? (
        // Polite: a card that could not load is no reason to interrupt what the user is doing.
        <p role="status" className="text-sm font-medium text-red-700">
          {t('notifications.loadFailed')}
        </p>
      ) : preferences.data ? (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-2 font-medium">
                {t('notifications.kind')}
              </th>
              {MESSAGE_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="w-16 py-2 text-center font-medium">
                  {t(`notifications.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {MESSAGE_KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row" className="py-2.5 pr-2 text-left font-normal text-slate-900">
                  {t(`notifications.kinds.${kind}`)}
                </th>
                {MESSAGE_CHANNELS.map((channel) => (
                  <td key={channel} className="py-2.5 text-center">
                    {/* The digest is a letter: e-mail only (decision 030). */}
                    {kind === 'weeklyDigest' && channel === 'push' ? (
                      <span aria-hidden="true">–</span>
                    ) : (
                      <Switch
                        checked={preferences.data[kind][channel]}
                        onCheckedChange={(value) => change(kind, channel, value)}
                        aria-label={t('notifications.toggle', {
                          channel: t(`notifications.${channel}`),
                          kind: t(`notifications.kinds.${kind}`),
                        })}
                        data-testid={`preference-${kind}-${channel}`}
                      />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </TitledCard>
  );
}

/** Push on this device: on or off, with the browser's permission asked only on Turn on. */
function ThisDevice() {
  const { t } = useTranslation('settings');
  const device = usePushDevice();

  const toggle = async (next: boolean) => {
    try {
      await device.toggle(next);
      toastSuccess(t(next ? 'notifications.device.turnedOn' : 'notifications.device.turnedOff'));
    } catch (error) {
      if (error instanceof PushPermissionDenied) toastFailure(t('notifications.device.denied'), error);
      else toastFailure(t('notifications.device.failed'), error);
    }
  };

  return (
    <section
      aria-label={t('notifications.device.title')}
      className="rounded-lg bg-sand-50 p-4"
      data-testid="push-device"
    >
      <h3 className="font-medium text-slate-900">{t('notifications.device.title')}</h3>
      {device.support === 'supported' ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700" role="status">
            {device.on === null ? '' : t(device.on ? 'notifications.device.on' : 'notifications.device.off')}
          </p>
          {device.on === null ? null : (
            <Button
              variant={device.on ? 'outline' : 'default'}
              disabled={device.working}
              onClick={() => void toggle(!device.on)}
            >
              {device.working
                ? t('notifications.device.working')
                : t(device.on ? 'notifications.device.turnOff' : 'notifications.device.turnOn')}
            </Button>
          )}
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          {t(
            device.support === 'install-first'
              ? 'notifications.device.iosInstall'
              : 'notifications.device.unsupported',
          )}
        </p>
      )}
    </section>
  );
}
