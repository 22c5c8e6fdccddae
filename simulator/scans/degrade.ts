/**
 * What a page goes through between the press and a 1990s archive scanner, as pixel operations on
 * a clean grey rendering: the sheet lies slightly askew, the paper has yellowed unevenly, the
 * toner has faded, coffee and damp left stains, the sensor adds grain and dust adds specks.
 * Every choice comes from the seeded random, so one seed always gives the same pixels.
 */

import type { Random } from '../world/index.ts';
import type { GrayImage } from './gray-image.ts';

export interface Stain {
  /** Centre and radii in pixels. */
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** How much it darkens at its edge, where a drying ring is darkest (0..1). */
  strength: number;
}

export interface Degradation {
  /** Rotation of the sheet, degrees (positive: counter-clockwise). */
  angleDeg: number;
  /** Paper grey at the lightest corner and how much darker the opposite corner is (uneven lamp, yellowing). */
  paper: number;
  paperFall: number;
  /** Grey of full ink: faded toner is not black. */
  ink: number;
  /** Standard deviation of the sensor grain, in grey levels. */
  noiseSigma: number;
  stains: Stain[];
  /** Dust specks per million pixels. */
  specksPerMegapixel: number;
}

/** The page's defects, drawn once per page. `dpi` scales the stains to real sizes. */
export function chooseDegradation(random: Random, width: number, height: number, dpi: number): Degradation {
  const cm = dpi / 2.54;
  const stains: Stain[] = [];
  const count = random.int(1, 3);
  for (let i = 0; i < count; i += 1) {
    const r = (0.6 + random.next() * 1.6) * cm;
    stains.push({
      cx: random.next() * width,
      cy: random.next() * height,
      rx: r,
      ry: r * (0.6 + random.next() * 0.5),
      strength: 0.1 + random.next() * 0.15,
    });
  }
  return {
    angleDeg: (random.chance(0.5) ? -1 : 1) * (0.3 + random.next() * 1.0),
    paper: 236 + random.int(0, 14),
    paperFall: 6 + random.int(0, 14),
    ink: 35 + random.int(0, 40),
    noiseSigma: 5 + random.next() * 6,
    stains,
    specksPerMegapixel: 30 + random.int(0, 90),
  };
}

/** Standard normal draw (Box-Muller). */
function gaussian(random: Random): number {
  const u = 1 - random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

/**
 * Grain for millions of pixels, cheaply: a table of normal draws from the seeded random, indexed
 * by an xorshift stream seeded from it too (a draw per pixel through `Random` costs seconds a page).
 * The table and the stream's first state; the caller steps the stream inline (see degrade).
 */
function grain(random: Random, sigma: number): { table: Float32Array; state: number } {
  const table = new Float32Array(1 << 16);
  for (let i = 0; i < table.length; i += 1) table[i] = gaussian(random) * sigma;
  return { table, state: random.int(1, 0x7fffffff) };
}

/** 1 at the centre .. darkest at the rim (a drying ring), fading out just outside. */
function stainDarkening(stain: Stain, x: number, y: number): number {
  const dx = (x - stain.cx) / stain.rx;
  const dy = (y - stain.cy) / stain.ry;
  const r = Math.sqrt(dx * dx + dy * dy);
  if (r > 1.15) return 0;
  if (r > 1) return stain.strength * (1 - (r - 1) / 0.15);
  return stain.strength * (0.45 + 0.55 * r ** 4);
}

/** The clean page as the scanner saw it. Same image, degradation and random state: same pixels. */
export function degrade(image: GrayImage, d: Degradation, random: Random): GrayImage {
  const { width, height } = image;
  const out = new Float32Array(width * height);
  const angle = (d.angleDeg * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = width / 2;
  const cy = height / 2;
  const diagonal = width + height;
  const src = image.data;
  const noise = grain(random, d.noiseSigma);
  const { paper: paperTop, paperFall, ink } = d;
  // The rotation's terms of a column and of a row, each computed once: the same products the
  // per-pixel formula makes, so the same doubles and the same pixels (a page is millions of them).
  const columnCos = new Float64Array(width);
  const columnSin = new Float64Array(width);
  for (let x = 0; x < width; x += 1) {
    columnCos[x] = cos * (x - cx);
    columnSin[x] = -sin * (x - cx);
  }
  for (let y = 0; y < height; y += 1) {
    const rowSin = sin * (y - cy);
    const rowCos = cos * (y - cy);
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      // Inverse rotation: where on the clean sheet this scanner pixel looks; bilinear, white outside.
      const sx = columnCos[x]! + rowSin + cx;
      const sy = columnSin[x]! + rowCos + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      let clean = 255;
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < width && y0 + 1 < height) {
        const fx = sx - x0;
        const fy = sy - y0;
        const i = y0 * width + x0;
        clean = (src[i]! * (1 - fx) + src[i + 1]! * fx) * (1 - fy) + (src[i + width]! * (1 - fx) + src[i + width + 1]! * fx) * fy;
      }
      const paper = paperTop - (paperFall * (x + y)) / diagonal;
      out[row + x] = paper - (1 - clean / 255) * (paper - ink);
    }
  }
  // Stains only where they are (their bounding boxes), then grain everywhere.
  for (const stain of d.stains) {
    const x1 = Math.max(0, Math.floor(stain.cx - stain.rx * 1.15));
    const x2 = Math.min(width - 1, Math.ceil(stain.cx + stain.rx * 1.15));
    const y1 = Math.max(0, Math.floor(stain.cy - stain.ry * 1.15));
    const y2 = Math.min(height - 1, Math.ceil(stain.cy + stain.ry * 1.15));
    for (let y = y1; y <= y2; y += 1) for (let x = x1; x <= x2; x += 1) out[y * width + x]! *= 1 - stainDarkening(stain, x, y);
  }
  const pixels = new Uint8Array(width * height);
  const { table } = noise;
  let { state } = noise;
  for (let i = 0; i < pixels.length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const value = out[i]! + table[state & 0xffff]!;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
  }
  const specks = Math.round((d.specksPerMegapixel * width * height) / 1e6);
  for (let i = 0; i < specks; i += 1) {
    const x = random.int(0, width - 1);
    const y = random.int(0, height - 1);
    const size = random.int(1, 2);
    const grey = random.int(20, 110);
    for (let yy = y; yy < Math.min(height, y + size); yy += 1) for (let xx = x; xx < Math.min(width, x + size); xx += 1) pixels[yy * width + xx] = grey;
  }
  return { width, height, data: pixels };
}
