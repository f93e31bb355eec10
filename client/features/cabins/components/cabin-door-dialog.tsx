import { KeyRound, Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { lazyChunk } from '@/lib/leaving-page';

// The forms (React Hook Form, the shared schemas, the address search) load when a door is opened:
// the switcher that holds this dialog is in every signed-in page's header (issue #18).
const CreateCabinForm = lazyChunk(() =>
  import('./create-cabin-form').then((module) => module.CreateCabinForm),
);
const JoinCabinForm = lazyChunk(() => import('./join-cabin-form').then((module) => module.JoinCabinForm));

/** Which door is open: a new cabin, or joining one by its access code. */
export type CabinDoor = 'create' | 'join';

/**
 * The create and join forms in a dialog (issue #13): the same forms the welcome card shows, for
 * someone who already has a cabin and wants another. The new cabin becomes the current one.
 */
export function CabinDoorDialog({ door, onClose }: { door: CabinDoor | null; onClose: () => void }) {
  const { t } = useTranslation('cabins');
  const { t: tc } = useTranslation();
  return (
    <Dialog
      open={door !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent data-testid={door ? `cabin-door-${door}` : undefined}>
        <DialogHeader>
          <DialogTitle>{door === 'join' ? t('join.title') : t('create.title')}</DialogTitle>
          <DialogDescription>
            {door === 'join' ? t('join.description') : t('create.description')}
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<p className="py-4 text-slate-600">{tc('states.loading')}</p>}>
          {door === 'join' ? (
            <JoinCabinForm onJoined={onClose} onCancel={onClose} />
          ) : door === 'create' ? (
            <CreateCabinForm onCreated={onClose} onCancel={onClose} />
          ) : null}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/** "New cabin" and "Join a cabin" buttons with their dialog, for Settings -> My cabins. */
export function CabinDoors() {
  const { t } = useTranslation('cabins');
  const [door, setDoor] = useState<CabinDoor | null>(null);
  return (
    <div className="flex flex-col gap-2 sm:flex-row" data-testid="cabin-doors">
      <Button variant="outline" size="sm" onClick={() => setDoor('create')} data-testid="new-cabin-button">
        <Plus aria-hidden="true" />
        {t('doors.newCabin')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setDoor('join')}
        data-testid="join-another-cabin-button"
      >
        <KeyRound aria-hidden="true" />
        {t('doors.joinCabin')}
      </Button>
      <CabinDoorDialog door={door} onClose={() => setDoor(null)} />
    </div>
  );
}
