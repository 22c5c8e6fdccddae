import { describe, expect, it } from 'vitest';
import { chooseDegradation, degrade, readPgm, type Degradation, type GrayImage } from '../../../simulator/scans/index.ts';
import { createRandom } from '../../../simulator/world/index.ts';

/** A white page with one black square in the middle. */
function page(width = 200, height = 200): GrayImage {
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 90; y < 110; y += 1) for (let x = 90; x < 110; x += 1) data[y * width + x] = 0;
  return { width, height, data };
}

const plain: Degradation = { angleDeg: 0, paper: 240, paperFall: 0, ink: 50, noiseSigma: 0, stains: [], specksPerMegapixel: 0 };
const at = (image: GrayImage, x: number, y: number) => image.data[y * image.width + x]!;

describe('degrade', () => {
  it('maps white to the paper grey and black to the faded ink', () => {
    const out = degrade(page(), plain, createRandom(1));
    expect(at(out, 10, 10)).toBe(240);
    expect(at(out, 100, 100)).toBe(50);
  });

  it('skews the sheet: the square turns about the centre, its corner leaves, its ink stays', () => {
    const out = degrade(page(), { ...plain, angleDeg: 20 }, createRandom(1));
    // Turned 20° about the centre (100, 100), the square's corner (91, 91) now looks at (88.5, 94.6): paper.
    expect(at(out, 91, 91)).toBe(240);
    expect(at(out, 100, 100)).toBe(50);
    const ink = (image: GrayImage) => image.data.filter((v) => v < 145).length;
    expect(Math.abs(ink(out) - 400)).toBeLessThan(40);
  });

  it('darkens a stain more at its rim than at its centre, and not outside', () => {
    const stain = { cx: 40, cy: 40, rx: 20, ry: 20, strength: 0.2 };
    const out = degrade(page(), { ...plain, stains: [stain] }, createRandom(1));
    const centre = at(out, 40, 40);
    const rim = at(out, 59, 40);
    expect(centre).toBeLessThan(240);
    expect(rim).toBeLessThan(centre);
    expect(at(out, 80, 40)).toBe(240);
  });

  it('adds grain of about the chosen deviation, the same for the same random stream', () => {
    const d = { ...plain, noiseSigma: 8 };
    const a = degrade(page(), d, createRandom(3));
    const b = degrade(page(), d, createRandom(3));
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(true);
    const paper = [...a.data.subarray(0, 200 * 80)];
    const mean = paper.reduce((s, v) => s + v, 0) / paper.length;
    const sd = Math.sqrt(paper.reduce((s, v) => s + (v - mean) ** 2, 0) / paper.length);
    expect(Math.abs(mean - 240)).toBeLessThan(1);
    expect(sd).toBeGreaterThan(6);
    expect(sd).toBeLessThan(10);
  });

  it('draws defects in a plausible range for a page', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const d = chooseDegradation(createRandom(seed), 1654, 2339, 200);
      expect(Math.abs(d.angleDeg)).toBeGreaterThanOrEqual(0.3);
      expect(Math.abs(d.angleDeg)).toBeLessThanOrEqual(1.3);
      expect(d.stains.length).toBeGreaterThanOrEqual(1);
      expect(d.stains.length).toBeLessThanOrEqual(3);
      expect(d.ink).toBeLessThan(d.paper - 150);
    }
  });
});

describe('readPgm', () => {
  it('reads the binary PGM pdftoppm writes, comments included', () => {
    const bytes = Buffer.concat([Buffer.from('P5\n# pdftoppm\n3 2\n255\n', 'latin1'), Buffer.from([0, 128, 255, 1, 2, 3])]);
    expect(readPgm(bytes)).toEqual({ width: 3, height: 2, data: new Uint8Array([0, 128, 255, 1, 2, 3]) });
  });

  it('refuses another format or a cut file', () => {
    expect(() => readPgm(Buffer.from('P6\n3 2\n255\n', 'latin1'))).toThrow(/not an 8-bit binary PGM/);
    expect(() => readPgm(Buffer.concat([Buffer.from('P5\n3 2\n255\n', 'latin1'), Buffer.from([0, 1])]))).toThrow(/truncated/);
  });
});
