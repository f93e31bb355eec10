import { z } from 'zod';
import { getJson, type OutboundContext } from '../outbound';

// Kartverket's open address API (https://ws.geonorge.no/adresser/v1/, no key): every official
// address in Norway with the point it is registered at. We ask for coordinates in EUREF89
// geographic (EPSG:4258), which equals WGS84 to within a metre.

const addressSchema = z.object({
  adressetekst: z.string(),
  postnummer: z.string().nullish(),
  poststed: z.string().nullish(),
  representasjonspunkt: z.object({ lat: z.number(), lon: z.number() }).nullish(),
});

const answerSchema = z.object({ adresser: z.array(addressSchema) });

export type FoundPlace = { description: string; latitude: number; longitude: number };

const LOWER_CASE_WORDS = new Set(['og', 'i', 'på']);

/** Kartverket writes post towns in capitals ("NORE OG UVDAL"); people write "Nore og Uvdal". */
export function postTownName(town: string): string {
  return town
    .toLocaleLowerCase('nb')
    .split(' ')
    .map((word, index) =>
      index > 0 && LOWER_CASE_WORDS.has(word)
        ? word
        : word.replace(
            /(^|-)(\p{L})/gu,
            (_match, dash: string, letter: string) => dash + letter.toLocaleUpperCase('nb'),
          ),
    )
    .join(' ');
}

export type KartverketSearch = {
  /** Free text as typed so far: the last word may be unfinished. */
  mode: 'prefix' | 'fuzzy';
  limit: number;
};

/** Addresses matching `text`, best first; OutboundError when Kartverket cannot answer. */
export async function searchKartverket(
  context: Pick<OutboundContext, 'userAgent' | 'timeoutMs'>,
  baseUrl: string,
  text: string,
  { mode, limit }: KartverketSearch,
): Promise<FoundPlace[]> {
  // Commas separate parts for people; the search matches words anywhere in the address.
  const words = text.replace(/[,;]+/g, ' ').replace(/\s+/g, ' ').trim();
  const url = new URL(`${baseUrl}/sok`);
  url.searchParams.set('sok', mode === 'prefix' ? `${words}*` : words);
  url.searchParams.set('fuzzy', String(mode === 'fuzzy'));
  url.searchParams.set('treffPerSide', String(limit));
  url.searchParams.set('side', '0');
  url.searchParams.set('utkoordsys', '4258');
  url.searchParams.set('asciiKompatibel', 'true');
  const answer = await getJson('Kartverket', url, context, answerSchema);
  return answer.adresser.flatMap((address) => {
    const point = address.representasjonspunkt;
    if (!point) return [];
    const town = [address.postnummer, address.poststed ? postTownName(address.poststed) : null]
      .filter(Boolean)
      .join(' ');
    return [
      {
        description: town ? `${address.adressetekst}, ${town}` : address.adressetekst,
        latitude: point.lat,
        longitude: point.lon,
      },
    ];
  });
}
