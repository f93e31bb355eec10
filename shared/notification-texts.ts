import { addDays } from './calendar-dates';
import type { Language } from './constants';
import { formatDateRangeText, formatDateText, formatNightsText } from './date-text';
import { formatOre } from './money';
import type { NotificationData, NotificationType } from './schemas/notifications';

// A notification's title and message in the reader's language, from the facts stored with it.
// Every type has both languages (the types make a missing one a compile error; a test reads
// each). A response note from the owner is a second paragraph: the client shows it in italics.

type Text = { title: string; message: string };
/** Each type's facts, by type: lets one lookup be typed for whichever type it is called with. */
type DataOf = { [D in NotificationData as D['type']]: D };
type Texts = { [T in NotificationType]: Record<Language, (data: DataOf[T], language: Language) => Text> };

/** The shopping list a stay reminder carries, as a second paragraph. */
const withShopping = (message: string, heading: string, items: readonly string[]) =>
  items.length > 0 ? `${message}\n\n${heading} ${items.join(', ')}` : message;

const withNotes = (message: string, notes: string | null) =>
  notes?.trim() ? `${message}\n\n${notes.trim()}` : message;

/** A swap's two stays as offered (issue #40): the offerer's, and the one asked for. */
type SwapDates = { startDate: string; endDate: string; withStartDate: string; withEndDate: string };
const range = (d: SwapDates, l: Language) => formatDateRangeText(d.startDate, d.endDate, l);
const withRange = (d: SwapDates, l: Language) => formatDateRangeText(d.withStartDate, d.withEndDate, l);

/** The role a member was given, as the message names it. */
const GIVEN_ROLE: Record<Language, Record<'admin' | 'member', string>> = {
  no: { admin: 'administrator', member: 'medlem' },
  en: { admin: 'an admin', member: 'a member' },
};

const TEXTS: Texts = {
  pending_booking: {
    no: (d, l) => ({
      title: 'Ny bookingforespørsel',
      message: `${d.requesterName} ønsker å bo på hytta ${formatDateRangeText(d.startDate, d.endDate, l)}.`,
    }),
    en: (d, l) => ({
      title: 'New booking request',
      message: `${d.requesterName} would like to stay ${formatDateRangeText(d.startDate, d.endDate, l)}.`,
    }),
  },
  booking_approved: {
    no: (d, l) => ({
      title: 'Booking godkjent',
      message: withNotes(
        `Oppholdet ditt ${formatDateRangeText(d.startDate, d.endDate, l)} er godkjent.`,
        d.responseNotes,
      ),
    }),
    en: (d, l) => ({
      title: 'Booking approved',
      message: withNotes(
        `Your stay ${formatDateRangeText(d.startDate, d.endDate, l)} is approved.`,
        d.responseNotes,
      ),
    }),
  },
  booking_declined: {
    no: (d, l) => ({
      title: 'Booking avslått',
      message: withNotes(
        `Forespørselen din om ${formatDateRangeText(d.startDate, d.endDate, l)} ble avslått.`,
        d.responseNotes,
      ),
    }),
    en: (d, l) => ({
      title: 'Booking declined',
      message: withNotes(
        `Your request for ${formatDateRangeText(d.startDate, d.endDate, l)} was declined.`,
        d.responseNotes,
      ),
    }),
  },
  member_joined: {
    no: (d) => ({ title: 'Nytt medlem', message: `${d.memberName} ble med på hytta.` }),
    en: (d) => ({ title: 'New member', message: `${d.memberName} joined the cabin.` }),
  },
  member_left: {
    no: (d) => ({ title: 'Et medlem forlot hytta', message: `${d.memberName} har forlatt hytta.` }),
    en: (d) => ({ title: 'A member left', message: `${d.memberName} left the cabin.` }),
  },
  member_removed: {
    no: (d) => ({ title: 'Fjernet fra hytta', message: `${d.byName} fjernet deg fra ${d.cabinName}.` }),
    en: (d) => ({ title: 'Removed from the cabin', message: `${d.byName} removed you from ${d.cabinName}.` }),
  },
  ownership_transferred: {
    no: (d) => ({ title: 'Du er nå eier', message: `${d.fromName} har gjort deg til eier av hytta.` }),
    en: (d) => ({
      title: 'You are now the owner',
      message: `${d.fromName} made you the owner of the cabin.`,
    }),
  },
  role_changed: {
    no: (d) => ({
      title: 'Rollen din er endret',
      message: `${d.byName} har gjort deg til ${GIVEN_ROLE.no[d.role]}.`,
    }),
    en: (d) => ({
      title: 'Your role changed',
      message: `${d.byName} made you ${GIVEN_ROLE.en[d.role]}.`,
    }),
  },
  task_assigned: {
    no: (d) => ({ title: 'Ny oppgave til deg', message: `${d.byName} ga deg oppgaven «${d.taskTitle}».` }),
    en: (d) => ({ title: 'A task for you', message: `${d.byName} assigned you “${d.taskTitle}”.` }),
  },
  cabin_invitation: {
    no: (d) => ({
      title: 'Invitasjon til en hytte',
      message: `${d.byName} inviterer deg til ${d.cabinName}. Svar under Innstillinger eller i varslene.`,
    }),
    en: (d) => ({
      title: 'Invitation to a cabin',
      message: `${d.byName} invites you to ${d.cabinName}. Answer in Settings or in your notifications.`,
    }),
  },
  ownership_offered: {
    no: (d) => ({
      title: 'Vil du bli eier?',
      message: `${d.fromName} vil gjøre deg til eier av ${d.cabinName}. Ingenting endres før du sier ja.`,
    }),
    en: (d) => ({
      title: 'Become the owner?',
      message: `${d.fromName} wants to make you the owner of ${d.cabinName}. Nothing changes until you accept.`,
    }),
  },
  ownership_offer_declined: {
    no: (d) => ({
      title: 'Eierskiftet ble avslått',
      message: `${d.byName} takket nei til å bli eier av ${d.cabinName}. Du er fortsatt eier.`,
    }),
    en: (d) => ({
      title: 'Ownership declined',
      message: `${d.byName} declined to become the owner of ${d.cabinName}. You are still the owner.`,
    }),
  },
  ownership_offer_accepted: {
    no: (d) => ({
      title: 'Eierskiftet er gjort',
      message: `${d.byName} er nå eier av ${d.cabinName}. Du er administrator.`,
    }),
    en: (d) => ({
      title: 'Ownership handed over',
      message: `${d.byName} now owns ${d.cabinName}. You are an admin.`,
    }),
  },
  reset_link_issued: {
    no: (d) => ({
      title: 'Lenke til nytt passord for kontoen din',
      message: `${d.byName} i ${d.cabinName} lagde en engangslenke for å velge nytt passord til kontoen din. Var det ikke avtalt med deg? Velg et nytt passord med «Glemt passord?» på innloggingssiden, og si fra til ${d.byName}.`,
    }),
    en: (d) => ({
      title: 'A new-password link for your account',
      message: `${d.byName} in ${d.cabinName} made a one-time link to choose a new password for your account. Was it not agreed with you? Choose a new password with “Forgot password?” on the sign-in page, and tell ${d.byName}.`,
    }),
  },
  task_due: {
    no: (d, l) => ({
      title: 'Oppgave med frist i morgen',
      message: `«${d.taskTitle}» skal være gjort ${formatDateText(d.dueDate, l)}.`,
    }),
    en: (d, l) => ({
      title: 'A task is due tomorrow',
      message: `“${d.taskTitle}” is due ${formatDateText(d.dueDate, l)}.`,
    }),
  },
  stay_reminder: {
    no: (d, l) => ({
      title: 'Snart på hytta',
      message: withShopping(
        `Oppholdet ditt ${formatDateRangeText(d.startDate, d.endDate, l)} begynner om to dager.`,
        'Handlelisten:',
        d.shoppingItems,
      ),
    }),
    en: (d, l) => ({
      title: 'Off to the cabin soon',
      message: withShopping(
        `Your stay ${formatDateRangeText(d.startDate, d.endDate, l)} starts in two days.`,
        'The shopping list:',
        d.shoppingItems,
      ),
    }),
  },
  checklist_departure: {
    no: (d, l) => ({
      title: 'Avreisedag',
      message: `Oppholdet ditt ${formatDateRangeText(d.startDate, d.endDate, l)} slutter i dag. Gå gjennom sjekklisten «${d.checklistTitle}» før dere drar.`,
    }),
    en: (d, l) => ({
      title: 'Departure day',
      message: `Your stay ${formatDateRangeText(d.startDate, d.endDate, l)} ends today. Go through the checklist “${d.checklistTitle}” before you leave.`,
    }),
  },
  peak_draw_done: {
    no: (d, l) => ({
      title: 'Trekningen er gjort',
      message: `Trekningen for «${d.periodName}» (${formatDateRangeText(d.firstNight, addDays(d.lastNight, 1), l)}) er gjort. Se hvem som fikk hvilke datoer under Høysesong.`,
    }),
    en: (d, l) => ({
      title: 'The draw is done',
      message: `The draw for “${d.periodName}” (${formatDateRangeText(d.firstNight, addDays(d.lastNight, 1), l)}) is done. See who got which dates under Peak weeks.`,
    }),
  },
  payment_to_confirm: {
    no: (d, l) => ({
      title: 'Bekreft en betaling',
      message: `${d.fromName} har registrert en betaling på ${formatOre(d.amountOre, l)} kr til deg den ${formatDateText(d.date, l)}. Bekreft den under Utgifter når du har fått pengene; til da teller den ikke i saldoene.`,
    }),
    en: (d, l) => ({
      title: 'Confirm a payment',
      message: `${d.fromName} recorded a payment of ${formatOre(d.amountOre, l)} kr to you on ${formatDateText(d.date, l)}. Confirm it under Costs once you have the money; until then it does not count in the balances.`,
    }),
  },
  waitlist_nights_free: {
    no: (d, l) => ({
      title: 'Nettene du venter på er ledige',
      message: `Nettene ${formatNightsText(d.startDate, d.endDate, l)} er ledige: book nå. Den som booker først, får dem.`,
    }),
    en: (d, l) => ({
      title: 'The nights you wait for are free',
      message: `The nights ${formatNightsText(d.startDate, d.endDate, l)} are free: book now. Whoever books first gets them.`,
    }),
  },
  handover_ready: {
    no: (d, l) => ({
      title: 'Fra forrige opphold',
      message: `${d.writerName} har skrevet overleveringen fra oppholdet før ditt (${formatDateRangeText(d.startDate, d.endDate, l)}). Les den på oversikten før dere drar.`,
    }),
    en: (d, l) => ({
      title: 'From the last stay',
      message: `${d.writerName} wrote the handover of the stay before yours (${formatDateRangeText(d.startDate, d.endDate, l)}). Read it on the dashboard before you leave.`,
    }),
  },
  swap_offered: {
    no: (d, l) => ({
      title: 'Tilbud om å bytte opphold',
      message: `${d.fromName} tilbyr deg oppholdet sitt ${range(d, l)} i bytte mot ditt ${withRange(d, l)}. Svar på bookingen din i kalenderen.`,
    }),
    en: (d, l) => ({
      title: 'An offer to swap stays',
      message: `${d.fromName} offers you their stay ${range(d, l)} for yours ${withRange(d, l)}. Answer on your booking in the calendar.`,
    }),
  },
  swap_accepted: {
    no: (d, l) => ({
      title: 'Byttet er gjort',
      message: `${d.toName} godtok byttet: oppholdet ditt er nå ${withRange(d, l)} (før ${range(d, l)}).`,
    }),
    en: (d, l) => ({
      title: 'The swap is done',
      message: `${d.toName} accepted the swap: your stay is now ${withRange(d, l)} (was ${range(d, l)}).`,
    }),
  },
  swap_declined: {
    no: (d, l) => ({
      title: 'Byttet ble avslått',
      message: `${d.toName} takket nei til å bytte ${withRange(d, l)} mot oppholdet ditt ${range(d, l)}. Oppholdet ditt er uendret.`,
    }),
    en: (d, l) => ({
      title: 'Swap declined',
      message: `${d.toName} declined to swap ${withRange(d, l)} for your stay ${range(d, l)}. Your stay is unchanged.`,
    }),
  },
  swap_done: {
    no: (d, l) => ({
      title: 'To opphold er byttet',
      message: `${d.fromName} og ${d.toName} har byttet opphold: ${d.fromName} bor nå ${withRange(d, l)}, ${d.toName} ${range(d, l)}.`,
    }),
    en: (d, l) => ({
      title: 'Two stays swapped',
      message: `${d.fromName} and ${d.toName} swapped stays: ${d.fromName} now stays ${withRange(d, l)}, ${d.toName} ${range(d, l)}.`,
    }),
  },
};

/** The title and message of a notification in the given language. */
export function notificationText(data: NotificationData, language: Language): Text {
  return textOf(data.type, data, language);
}

function textOf<T extends NotificationType>(type: T, data: DataOf[T], language: Language): Text {
  return TEXTS[type][language](data, language);
}

/**
 * What a notification whose stored facts no longer read as any known kind says: one from before
 * the facts were kept (migration 0005 kept only its kind), or a kind a later release removed.
 * Never the kind's code name, which means nothing to a family.
 */
export function earlierNotificationText(language: Language): Text {
  return language === 'no'
    ? { title: 'Varsel', message: 'Et varsel fra en tidligere versjon av Hytta.' }
    : { title: 'Notification', message: 'A notification from an earlier version of Hytta.' };
}
