import type { ExpenseCategory } from '@shared/schemas/costs';

// What a Norwegian family writes in its cabin app over a few years, for the seeded history cabin
// (seed-history.ts): words of the length people use, so the answers and the screens weigh what
// they would.

export const VISITOR_NAMES = [
  'Familien Berg',
  'Kari og Ola',
  'Ingrid, Per og barna',
  'Skigjengen fra Lillehammer',
  'Marit',
  'Bestemor og bestefar',
  'Jonas med venner',
  'Sofie og Emil',
  'Nordmann-søsknene',
  'Tante Liv',
];

const GUEST_BOOK_SENTENCES = [
  'Fantastisk skiføre hele helgen, og sola kom fram på søndag.',
  'Vi fylte på ved i boden og tok søpla med oss ned.',
  'Pumpa hostet litt første morgen, men gikk fint etter at vi luftet den.',
  'Barna bygde snøhule bak uthuset; den står nok til påske.',
  'Fisket røye i vannet, tre stykker, og grillet dem på bålplassen.',
  'Regn hele lørdagen, så det ble kortspill og vafler foran peisen.',
  'Musefella i kjelleren hadde tatt en; ny ost er lagt på.',
  'Vi så elg ved myra på vei inn, en ku med kalv.',
  'Lyspæra på badet er byttet; reservepærer ligger i skuffen under vasken.',
  'Nydelig tur opp på toppen, fri sikt helt til Jotunheimen.',
  'Kaffen er tom, den står på handlelista.',
  'Takk for lånet! Hytta er vasket og sengetøyet ligger i vaskekurven.',
];

/** Entry `index`'s message: two to five sentences of the guest book. */
export function guestBookMessage(index: number): string {
  const count = 2 + (index % 4);
  return Array.from(
    { length: count },
    (_, offset) => GUEST_BOOK_SENTENCES[(index * 5 + offset * 7) % GUEST_BOOK_SENTENCES.length],
  ).join(' ');
}

export const SHOPPING_ITEMS = [
  'Kaffe',
  'Melk',
  'Tørkepapir',
  'Toalettpapir',
  'Batterier AA',
  'Fyrstikker',
  'Tennbrikker',
  'Oppvasktabletter',
  'Søppelposer',
  'Stearinlys',
  'Salt',
  'Olivenolje',
  'Havregryn',
  'Knekkebrød',
  'Lyspærer E27',
  'Plaster',
  'Grillkull',
  'Såpe',
  'Te',
  'Sukker',
];

export const TASKS = [
  'Rense takrenner',
  'Bytte filter i varmepumpa',
  'Olje terrassen',
  'Feie pipa',
  'Tømme utedoen',
  'Sjekke taket etter vinteren',
  'Male vinduskarmene på sørveggen',
  'Skifte pakning i kjøkkenkranen',
  'Kappe og kløyve ved',
  'Reparere gjerdet mot veien',
  'Bytte batteri i røykvarslerne',
  'Rydde boden',
];

/** The manual's five template sections (Norwegian) filled in, then three more. */
export const MANUAL_BODIES: Record<string, string> = {
  Ankomst:
    '- Nøkkelen henger i nøkkelboksen til venstre for døra (koden står under nøkkelfakta).\n- Hovedstrømbryteren sitter i sikringsskapet i gangen; slå på alle kursene unntatt nr. 6 (utelys).\n- Vannet slås på i kjelleren: åpne stoppekranen og start pumpa.\n\nOm vinteren: parker ved bommen og gå det siste stykket. Brøyting bestilles hos Per (se kontakter).',
  Vann: 'Stoppekranen er i kjelleren, bak trappa. Pumpa startes med bryteren på veggen; den skal gå i et halvt minutt før trykket kommer.\n\n**Før vinteren:** steng stoppekranen, åpne alle kraner og tøm varmtvannsberederen (slangen henger på veggen).',
  Varme:
    'Varmepumpa står på 16 grader når hytta er tom. Peisen trekker best med spjeldet helt åpent de første ti minuttene.\n\nVeden ligger i boden; ta fra venstre stabel først (den er eldst). Sjekk at askebøtta er tom før fyring.',
  Avfall:
    'Restavfall og plast går i containerne ved bommen. Glass og metall tas med hjem. Matavfall i den brune dunken bak uthuset, med lokk på (rev og mår).',
  Avreise:
    '- Tøm kjøleskapet og la døra stå på gløtt\n- Slå av vannet og pumpa\n- Skru ned varmen til 12 grader\n- Lukk spjeldet i peisen\n- Lås, og legg nøkkelen tilbake i boksen',
};

export const MANUAL_EXTRA_SECTIONS = [
  {
    title: 'Båten',
    body: 'Robåten ligger i naustet. Årene henger på veggen, redningsvestene i kista. Dra båten helt opp og legg den opp-ned etter bruk.',
  },
  {
    title: 'Badstua',
    body: 'Vedovnen i badstua trenger en halvtime. Ikke hell vann på steinene før termometeret viser 60 grader. Husk å lukke spjeldet når ovnen er kald.',
  },
  {
    title: 'Internett og TV',
    body: 'Ruteren står i stua, bak TV-en. Blinker den rødt: trekk ut strømmen i ti sekunder. TV-en bruker Chromecast; fjernkontrollen ligger i kurven.',
  },
];

export const MANUAL_FACTS = {
  wifiName: 'Hytta-5G',
  wifiPassword: 'fjelltur-2024',
  doorCode: '4711',
  address: 'Fjellveien 12, 2680 Vågå',
  directions:
    'Ta av fra riksvei 15 ved Vågå sentrum, følg skiltene mot Heimdalen i 12 km. Bommen betales med app. Hytta er den tredje til venstre etter bommen.',
  emergency: 'Ring 113 ved akutt sykdom, 110 ved brann. Hjertestarter henger ved butikken i Vågå.',
  contacts: [
    { name: 'Per Hansen', role: 'Brøyting', phone: '+47 912 34 567' },
    { name: 'Vågå Elektro', role: 'Elektriker', phone: '+47 61 23 45 67' },
    { name: 'Anne Nabo', role: 'Nabo, har ekstranøkkel', phone: '+47 934 56 789' },
  ],
};

export const CHECKLISTS = [
  {
    title: 'Ankomst',
    kind: 'arrival' as const,
    items: [
      'Hent nøkkelen i nøkkelboksen',
      'Slå på hovedstrømmen',
      'Åpne stoppekranen og start pumpa',
      'Skru opp varmepumpa til 21 grader',
      'Sjekk musefellene i kjelleren',
      'Luft alle rom',
      'Sjekk at røykvarslerne piper ved test',
      'Fyll vedkurven ved peisen',
      'Se etter lekkasjer under vasken',
      'Skriv i gjesteboka',
    ],
  },
  {
    title: 'Avreise',
    kind: 'departure' as const,
    items: [
      'Tøm og vask kjøleskapet',
      'Ta med søpla til containeren',
      'Vask gulvene',
      'Legg sengetøyet i vaskekurven',
      'Tøm askebøtta (kald aske)',
      'Lukk spjeldet i peisen',
      'Skru ned varmen til 12 grader',
      'Steng vannet og slå av pumpa',
      'Lukk og lås alle vinduer',
      'Legg nøkkelen tilbake i boksen',
    ],
  },
];

/** Per category: what the expense was and roughly what it cost, in kroner. */
export const EXPENSES: Record<ExpenseCategory, { description: string; kroner: number }> = {
  electricity: { description: 'Strøm, kvartal', kroner: 3400 },
  firewood: { description: 'Ved, tre sekker bjørk', kroner: 2400 },
  maintenance: { description: 'Ny pakning og rørlegger', kroner: 6800 },
  insurance: { description: 'Hytteforsikring, år', kroner: 8900 },
  food: { description: 'Fellesinnkjøp til påsken', kroner: 1250 },
  other: { description: 'Bompenger og brøyting', kroner: 750 },
};
