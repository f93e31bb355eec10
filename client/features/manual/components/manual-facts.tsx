import type { ManualFacts as Facts } from '@shared/schemas/manual';
import { Eye, EyeOff, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FactBlock } from './fact-block';
import { WifiFacts } from './wifi-facts';

type ManualFactsProps = {
  facts: Facts;
  /** Given to the owner and admins: the card then has Edit key facts. */
  onEdit?: () => void;
};

const hasAnyFact = (facts: Facts) =>
  facts.contacts.length > 0 ||
  [facts.wifiName, facts.wifiPassword, facts.doorCode, facts.address, facts.directions, facts.emergency].some(
    (value) => value !== '',
  );

/** A phone number as a tel: address: digits and a leading +, nothing else. */
const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/**
 * The key facts at the top of the manual: wifi (with a QR code), the door code (hidden until
 * asked for: the screen may be seen by others), address, directions, emergency numbers and
 * contacts. A fact left empty is not shown; with none, members see nothing at all.
 */
export function ManualFacts({ facts, onEdit }: ManualFactsProps) {
  const { t } = useTranslation('manual');
  const hasFacts = hasAnyFact(facts);
  if (!hasFacts && !onEdit) return null;
  return (
    <Card aria-labelledby="manual-facts-title" data-testid="manual-facts" className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="manual-facts-title" className="text-lg font-semibold text-slate-900">
          {t('facts.title')}
        </h2>
        {onEdit ? (
          <Button variant="outline" size="sm" onClick={onEdit} data-testid="manual-edit-facts">
            <Pencil aria-hidden="true" />
            {t('facts.edit')}
          </Button>
        ) : null}
      </div>
      {hasFacts ? (
        <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
          {facts.wifiName ? <WifiFacts name={facts.wifiName} password={facts.wifiPassword} /> : null}
          {facts.doorCode ? <DoorCode code={facts.doorCode} /> : null}
          {facts.address ? (
            <FactBlock title={t('facts.address')} testId="manual-address">
              <p className="whitespace-pre-line text-slate-900">{facts.address}</p>
            </FactBlock>
          ) : null}
          {facts.directions ? (
            <FactBlock title={t('facts.directions')} testId="manual-directions" className="sm:col-span-2">
              <p className="whitespace-pre-line text-slate-800">{facts.directions}</p>
            </FactBlock>
          ) : null}
          {facts.emergency ? (
            <FactBlock title={t('facts.emergency')} testId="manual-emergency" className="sm:col-span-2">
              <p className="whitespace-pre-line text-slate-800">{facts.emergency}</p>
            </FactBlock>
          ) : null}
          {facts.contacts.length > 0 ? (
            <FactBlock title={t('facts.contacts')} testId="manual-contacts" className="sm:col-span-2">
              <ul className="grid gap-3 sm:grid-cols-2">
                {facts.contacts.map((contact, index) => (
                  // Contacts have no id of their own; their place in the list is theirs.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever replaced whole.
                  <li key={index} className="flex flex-col rounded-lg bg-sand-50 px-3 py-2">
                    <span className="font-medium text-slate-900">{contact.name}</span>
                    {contact.role ? <span className="text-sm text-slate-600">{contact.role}</span> : null}
                    {contact.phone ? (
                      <a
                        href={telHref(contact.phone)}
                        aria-label={t('facts.call', { name: contact.name, phone: contact.phone })}
                        className="mt-1 self-start font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                      >
                        {contact.phone}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </FactBlock>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600" data-testid="manual-facts-empty">
          {t('facts.empty')}
        </p>
      )}
    </Card>
  );
}

/** The door or key-box code, shown only after a tap, and hidden again with another. */
function DoorCode({ code }: { code: string }) {
  const { t } = useTranslation('manual');
  const [shown, setShown] = useState(false);
  return (
    <FactBlock title={t('facts.doorCode')} testId="manual-door-code">
      <div className="flex flex-wrap items-center gap-3">
        {shown ? (
          <span
            className="font-mono text-lg font-semibold tracking-widest text-slate-900"
            data-testid="door-code"
          >
            {code}
          </span>
        ) : (
          <span className="font-mono text-lg tracking-widest text-slate-500" aria-hidden="true">
            ••••
          </span>
        )}
        <Button
          variant="outline"
          size="sm"
          onClick={() => setShown((value) => !value)}
          data-testid="door-code-toggle"
        >
          {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {shown ? t('facts.hideCode') : t('facts.showCode')}
        </Button>
      </div>
    </FactBlock>
  );
}
