import { postJson } from './bench-server';
import { addDays, inParallel, seedCabin } from './seed-cabin';

// The cabin the repeat-visit benchmark opens (bench/repeat-visit.ts; the Lighthouse audits open the
// larger history cabin of seed-history.ts): what a family's dashboard, calendar and visit log show
// after a season (4 members, 40 stays, guest-book entries, a shopping list and a few tasks), all
// written through the API. The audited user is a member, not the owner.

const VISITS = 12;
const SHOPPING_ITEMS = ['Kaffe', 'Melk', 'Ved', 'Tørkepapir', 'Batterier', 'Fyrstikker'];
const TASKS = ['Rense takrenner', 'Bytte filter i varmepumpa', 'Olje terrassen'];

export async function seedLighthouseCabin(baseUrl: string): Promise<{ memberCookie: string }> {
  const cabin = await seedCabin(baseUrl, 4, 40);
  const memberCookie = cabin.memberCookies[0] ?? cabin.ownerCookie;
  await inParallel(VISITS, 4, async (index) => {
    const startDate = addDays('2026-01-03', index * 14);
    await postJson(
      baseUrl,
      '/api/visits',
      {
        visitorName: `Gjest ${index + 1}`,
        message: 'Fin tur, god skiføre og varm peis. Vi fylte på ved i boden og tok søpla med oss.',
        startDate,
        endDate: addDays(startDate, 2),
        adults: 2,
        children: index % 3,
      },
      index % 2 === 0 ? memberCookie : cabin.ownerCookie,
    );
  });
  for (const name of SHOPPING_ITEMS) await postJson(baseUrl, '/api/shopping-items', { name }, memberCookie);
  for (const title of TASKS) await postJson(baseUrl, '/api/tasks', { title }, cabin.ownerCookie);
  return { memberCookie };
}
