import sharp from 'sharp';

// Photos for the seeded guest book: a phone's picture as the server gets it after the browser
// has scaled it (1200 x 800 JPEG), each one different. A flat colour or a plain gradient would
// compress to almost nothing, so each is a landscape (sky, a ridge, the ground) with a little
// grain, which keeps the stored photo and its thumbnail near a real one's size.

const WIDTH = 1200;
const HEIGHT = 800;
const GRAIN = 14;
/** Rock and ground get a coarser texture too (leaves, stones), which survives the thumbnail's scaling. */
const TEXTURE_CELL = 5;
const TEXTURE = 40;

type Rgb = readonly [number, number, number];

/** A deterministic source of numbers in [0, 1): the same seed gives the same photo. */
function randomFrom(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb => [
  from[0] + (to[0] - from[0]) * amount,
  from[1] + (to[1] - from[1]) * amount,
  from[2] + (to[2] - from[2]) * amount,
];

/** Photo number `seed` (any whole number), as JPEG bytes. */
export async function landscapeJpeg(seed: number): Promise<Buffer> {
  const random = randomFrom(seed + 1);
  const winter = seed % 2 === 0;
  const skyTop: Rgb = [40 + random() * 40, 90 + random() * 50, 170 + random() * 60];
  const skyLow: Rgb = [190 + random() * 40, 200 + random() * 30, 215 + random() * 30];
  const rock: Rgb = winter ? [170, 180, 195] : [70 + random() * 30, 85 + random() * 30, 95];
  const ground: Rgb = winter ? [235, 240, 248] : [50 + random() * 30, 110 + random() * 40, 45];
  const [phaseA, phaseB, phaseC] = [random() * 6, random() * 6, random() * 6];
  const columns = Math.ceil(WIDTH / TEXTURE_CELL);
  const texture = Array.from({ length: columns * Math.ceil(HEIGHT / TEXTURE_CELL) }, () => random() - 0.5);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let x = 0; x < WIDTH; x += 1) {
    const ridge = HEIGHT * (0.4 + 0.08 * Math.sin(x / 170 + phaseA) + 0.03 * Math.sin(x / 41 + phaseB));
    const shore = HEIGHT * (0.7 + 0.03 * Math.sin(x / 230 + phaseC));
    for (let y = 0; y < HEIGHT; y += 1) {
      const colour =
        y < ridge
          ? mix(skyTop, skyLow, y / ridge)
          : y < shore
            ? mix(rock, ground, ((y - ridge) / (shore - ridge)) ** 2)
            : mix(ground, [30, 40, 30], ((y - shore) / (HEIGHT - shore)) * 0.5);
      const cell = Math.floor(y / TEXTURE_CELL) * columns + Math.floor(x / TEXTURE_CELL);
      const grain = (random() - 0.5) * GRAIN + (y < ridge ? 0 : (texture[cell] ?? 0) * TEXTURE);
      const at = (y * WIDTH + x) * 3;
      pixels[at] = Math.max(0, Math.min(255, colour[0] + grain));
      pixels[at + 1] = Math.max(0, Math.min(255, colour[1] + grain));
      pixels[at + 2] = Math.max(0, Math.min(255, colour[2] + grain));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** One photo uploaded to a guest-book entry as the browser's FormData sends it. */
export async function uploadVisitPhoto(
  baseUrl: string,
  cookie: string,
  visitId: string,
  jpeg: Buffer,
  fileName = 'hytta.jpg',
): Promise<void> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), fileName);
  const response = await fetch(`${baseUrl}/api/visits/${visitId}/photos`, {
    method: 'POST',
    headers: { origin: baseUrl, cookie },
    body: form,
  });
  if (response.status !== 201) throw new Error(`photo upload: ${response.status} ${await response.text()}`);
}
