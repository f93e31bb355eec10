import type { Language } from '@shared/constants';

// The sections a new cabin's manual starts with, in the owner's language (issue #15): what
// families write down first. The owner fills them in or deletes them.

type TemplateSection = { title: string; body: string };

export const MANUAL_TEMPLATE: Record<Language, TemplateSection[]> = {
  no: [
    {
      title: 'Ankomst',
      body: '- Hvor nøkkelen er\n- Hovedstrømbryteren\n- Hvordan vannet slås på\n',
    },
    { title: 'Vann', body: 'Hvor stoppekranen er, og hvordan pumpa startes og tømmes for vinteren.\n' },
    { title: 'Varme', body: 'Ovner, peis og ved: hvor veden ligger og hva som må sjekkes før fyring.\n' },
    { title: 'Avfall', body: 'Hvor søppelet leveres, og hva som sorteres.\n' },
    {
      title: 'Avreise',
      body: '- Tøm kjøleskapet\n- Slå av vannet\n- Skru ned varmen\n- Lås og legg nøkkelen tilbake\n',
    },
  ],
  en: [
    { title: 'Arrival', body: '- Where the key is\n- The main power switch\n- How to turn the water on\n' },
    { title: 'Water', body: 'Where the stopcock is, and how to start the pump and drain it for winter.\n' },
    {
      title: 'Heating',
      body: 'Heaters, fireplace and firewood: where the wood is and what to check before a fire.\n',
    },
    { title: 'Waste', body: 'Where the rubbish goes, and what is sorted.\n' },
    {
      title: 'Departure',
      body: '- Empty the fridge\n- Turn off the water\n- Turn the heating down\n- Lock up and put the key back\n',
    },
  ],
};
