/**
 * Comparing pictures by their decoded pixels, as a person would: two drawings of the same
 * scene under another sky or palette come out alike, different scenes far apart.
 */
import sharp from 'sharp';

export interface Fingerprint {
  /** RGB at 96×55. */
  whole: Buffer;
  /** RGB of the lower 55 % (below the horizon, where the subject stands) at 96×30. */
  foreground: Buffer;
  /** Difference hash of the grey foreground at 33×16: is each pixel darker than its right neighbour. */
  structure: boolean[];
}

export async function fingerprint(png: Buffer): Promise<Fingerprint> {
  const { width, height } = await sharp(png).metadata();
  const top = Math.round(height! * 0.45);
  const lower = () => sharp(png).extract({ left: 0, top, width: width!, height: height! - top });
  const [whole, foreground, grey] = await Promise.all([
    sharp(png).resize(96, 55, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
    lower().resize(96, 30, { fit: 'fill' }).removeAlpha().raw().toBuffer(),
    lower().greyscale().resize(33, 16, { fit: 'fill' }).raw().toBuffer(),
  ]);
  const structure: boolean[] = [];
  for (let y = 0; y < 16; y += 1) for (let x = 0; x < 32; x += 1) structure.push(grey[y * 33 + x]! < grey[y * 33 + x + 1]!);
  return { whole, foreground, structure };
}

/** Mean absolute difference per channel (0..255), over the whole picture or its foreground. */
export function colourDifference(a: Fingerprint, b: Fingerprint, region: 'whole' | 'foreground' = 'whole'): number {
  const [x, y] = [a[region], b[region]];
  let total = 0;
  for (let i = 0; i < x.length; i += 1) total += Math.abs(x[i]! - y[i]!);
  return total / x.length;
}

/** How many of the 512 structure bits of the foregrounds differ: colours and the sky hardly matter. */
export function structureDifference(a: Fingerprint, b: Fingerprint): number {
  return a.structure.filter((bit, i) => bit !== b.structure[i]).length;
}

export async function meanDifference(a: Buffer, b: Buffer, region: 'whole' | 'foreground' = 'whole'): Promise<number> {
  return colourDifference(await fingerprint(a), await fingerprint(b), region);
}

export async function structureDistance(a: Buffer, b: Buffer): Promise<number> {
  return structureDifference(await fingerprint(a), await fingerprint(b));
}
