import type { Handover } from '@shared/schemas/handovers';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '@/components/toast/notify';
import { Button } from '@/components/ui/button';
import { useMakeHandoverTask } from '../api/make-handover-task';

/** A written handover as the next stay reads it: the states, the fridge, the note, the lines, photos. */
export function HandoverRead({
  bookingId,
  handover,
  canMakeTasks,
}: {
  bookingId: string;
  handover: Handover;
  canMakeTasks: boolean;
}) {
  const { t } = useTranslation('handovers');
  const makeTask = useMakeHandoverTask();
  const make = async (index: number) => {
    try {
      await makeTask.mutateAsync({ bookingId, index });
    } catch (error) {
      toastFailure(t('taskFailed'), error);
    }
  };
  return (
    <div className="flex flex-col gap-3" data-testid="handover-read">
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{t('firewood.label')}</dt>
          <dd className="font-medium text-slate-900" data-testid="handover-read-firewood">
            {t(`firewood.${handover.firewood}`)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('heating.label')}</dt>
          <dd className="font-medium text-slate-900">{t(`heating.${handover.heating}`)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('water.label')}</dt>
          <dd className="font-medium text-slate-900">{t(`water.${handover.water}`)}</dd>
        </div>
      </dl>
      {handover.fridge ? (
        <p className="text-sm text-slate-800">
          <span className="font-medium">{t('fridge')}: </span>
          {handover.fridge}
        </p>
      ) : null}
      {handover.note ? (
        <p className="text-sm whitespace-pre-line text-slate-800" data-testid="handover-read-note">
          {handover.note}
        </p>
      ) : null}
      {handover.needsFixing.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-slate-900">{t('needsFixing')}</h3>
          <ul className="flex flex-col gap-1">
            {handover.needsFixing.map((line, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a line's place is its identity (the task call names it by index)
                key={`${index}-${line.text}`}
                className="flex flex-wrap items-center justify-between gap-2 text-sm"
              >
                <span className="break-words text-slate-800">{line.text}</span>
                {line.taskId ? (
                  <span className="text-slate-600" data-testid="handover-task-made">
                    {t('taskMade')}
                  </span>
                ) : canMakeTasks ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={makeTask.isPending}
                    onClick={() => void make(index)}
                    data-testid={`handover-make-task-${index}`}
                  >
                    {t('makeTask')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {handover.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('photos')}>
          {handover.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={photo.thumbnailUrl}
                  alt={t('photoAlt')}
                  width={96}
                  height={96}
                  className="size-24 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {handover.writtenBy ? (
        <p className="text-xs text-slate-600">{t('writtenBy', { name: handover.writtenBy.fullName })}</p>
      ) : null}
    </div>
  );
}
