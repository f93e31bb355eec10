import type { DrawResult } from '@shared/schemas/peak-periods';
import { CircleAlert, CircleCheck, ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { checkDraw, type DrawCheck } from '../lib/check-draw';

type DrawCheckProps = {
  result: DrawResult;
  /** The sha256 of the seed, published on the period before the wishes closed. */
  seedCommitment: string | null;
};

type State = { kind: 'idle' } | { kind: 'checking' } | { kind: 'failed' } | DrawCheck;

/**
 * "Check the draw" (decision 043): the browser hashes the revealed seed and compares it with the
 * commitment, then re-runs the draw (the same code as the server's) on the published inputs and
 * says whether both match, and what differs if not.
 */
export function DrawCheckSection({ result, seedCommitment }: DrawCheckProps) {
  const { t } = useTranslation('fair-share');
  const titleId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const check = async () => {
    setState({ kind: 'checking' });
    try {
      setState(await checkDraw(result, seedCommitment));
    } catch {
      // No Web Crypto (a page not served over HTTPS): say so rather than claim either way.
      setState({ kind: 'failed' });
    }
  };

  const verdict = () => {
    if (state.kind === 'idle' || state.kind === 'checking') return null;
    if (state.kind === 'failed') return <p className="text-sm text-red-700">{t('check.failed')}</p>;
    const allMatch = state.seedMatches && state.kind === 'checked' && state.differs.length === 0;
    const Icon = allMatch ? CircleCheck : CircleAlert;
    return (
      <div className="flex flex-col gap-1 text-sm">
        <p
          className={`flex items-center gap-2 font-medium ${allMatch ? 'text-green-800' : 'text-red-700'}`}
          data-testid="draw-check-verdict"
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {allMatch
            ? t('check.allMatch')
            : state.kind === 'noInputs'
              ? t('check.noInputs')
              : t('check.mismatch')}
        </p>
        <ul className="list-disc pl-5 text-slate-800" data-testid="draw-check-details">
          <li>
            {state.seedMatches
              ? t('check.seedMatches')
              : seedCommitment
                ? t('check.seedMismatch', { hash: state.seedHash, commitment: seedCommitment })
                : t('check.noCommitment')}
          </li>
          {state.kind === 'checked' && state.differs.length === 0 ? <li>{t('check.rerunMatches')}</li> : null}
          {state.kind === 'checked'
            ? state.differs.map((part) => <li key={part}>{t(`check.differs.${part}`)}</li>)
            : null}
        </ul>
      </div>
    );
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2" data-testid="draw-check">
      <h4 id={titleId} className="text-sm font-semibold text-slate-900">
        {t('check.title')}
      </h4>
      <p className="text-xs text-slate-600">{t('check.hint')}</p>
      {seedCommitment ? (
        <p className="text-xs text-slate-600">
          {t('check.commitment')}{' '}
          <code className="break-all text-slate-900" data-testid="draw-commitment">
            {seedCommitment}
          </code>
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => void check()}
        disabled={state.kind === 'checking'}
      >
        <ShieldCheck aria-hidden="true" />
        {state.kind === 'checking' ? t('check.checking') : t('check.button')}
      </Button>
      <div role="status" aria-live="polite">
        {verdict()}
      </div>
    </section>
  );
}
