import { compareCodeUnits } from '@shared/code-unit-order';
import type { DrawResult } from '@shared/schemas/peak-periods';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/components/toast/notify';
import { toast } from '@/components/toast/toast-store';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/copy-text';
import { formatTimestamp } from '@/lib/dates';
import { useLanguage } from '@/lib/language';
import { usePeakText } from '../lib/use-peak-text';
import { DrawCheckSection } from './draw-check';

type DrawResultViewProps = {
  result: DrawResult;
  /** The sha256 of the seed, published on the period before the draw. */
  seedCommitment: string | null;
  /** A household's name by id (solo members included). */
  nameOf: (householdId: string) => string;
};

/**
 * The draw's result, for anyone to check: the order of choosing with each household's past peak
 * nights, the seed that broke the ties (revealed by the draw), why each wish was or was not
 * granted, and "Check the draw", which re-runs it in the browser.
 */
export function DrawResultView({ result, seedCommitment, nameOf }: DrawResultViewProps) {
  const { t } = useTranslation('fair-share');
  const language = useLanguage();
  const text = usePeakText();
  const titleId = useId();
  const granted = [...result.allocations].sort(
    (a, b) => a.round - b.round || compareCodeUnits(a.startDate, b.startDate),
  );

  const copySeed = async () => {
    try {
      await copyText(result.seed);
      toastSuccess(t('toasts.seedCopied'));
    } catch {
      toast({ variant: 'destructive', title: t('toasts.copyFailed') });
    }
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4" data-testid="draw-result">
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {t('result.title')}
        </h3>
        <p className="text-sm text-slate-600">
          {t('result.drawnAt', { date: formatTimestamp(new Date(result.drawnAt), language) })}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-slate-900">{t('result.order')}</h4>
        <p className="text-xs text-slate-600">{t('result.orderHint')}</p>
        <ol className="list-decimal pl-5 text-sm text-slate-800" data-testid="draw-order">
          {result.order.map((householdId) => (
            <li key={householdId}>
              <span className="font-medium">{nameOf(householdId)}</span>
              {' – '}
              {t('result.pastNights', { count: result.pastNights[householdId] ?? 0 })}
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-slate-900">{t('result.seed')}</h4>
        <div className="flex flex-wrap items-center gap-2">
          <code
            className="rounded bg-slate-100 px-2 py-1 text-sm break-all text-slate-900"
            data-testid="draw-seed"
          >
            {result.seed}
          </code>
          <Button type="button" variant="outline" size="sm" onClick={() => void copySeed()}>
            <Copy aria-hidden="true" />
            {t('result.copySeed')}
          </Button>
        </div>
        <p className="text-xs text-slate-600">{t('result.seedHint')}</p>
      </div>
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-slate-900">{t('result.granted')}</h4>
        {granted.length === 0 ? (
          <p className="text-sm text-slate-600">{t('result.noneGranted')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-slate-800" data-testid="draw-granted">
            {granted.map((allocation) => (
              <li key={allocation.bookingId}>
                <span className="font-medium">{nameOf(allocation.householdId)}</span>
                {': '}
                {text.range(allocation.startDate, allocation.endDate)} (
                {t('result.grantedLine', { rank: allocation.rank, round: allocation.round })})
              </li>
            ))}
          </ul>
        )}
      </div>
      {result.refused.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold text-slate-900">{t('result.refused')}</h4>
          <ul className="flex flex-col gap-1 text-sm text-slate-800" data-testid="draw-refused">
            {result.refused.map((wish) => (
              <li key={`${wish.householdId}-${wish.rank}`}>
                <span className="font-medium">{nameOf(wish.householdId)}</span>
                {': '}
                {text.range(wish.startDate, wish.endDate)} ({t('result.refusedLine', { rank: wish.rank })}):{' '}
                {t(`result.reasons.${wish.reason}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <DrawCheckSection result={result} seedCommitment={seedCommitment} />
    </section>
  );
}
