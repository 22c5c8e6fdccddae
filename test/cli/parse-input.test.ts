import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipelineCli } from '../../cli/pipeline.ts';
import { tempFolder } from '../helpers/temp-folder.ts';

async function parse(argv: string[]) {
  let out = '';
  let err = '';
  const code = await runPipelineCli(['parse', ...argv], { env: { LOG_LEVEL: 'silent' }, out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

function temp(name: string, body: Buffer | string): string {
  const file = path.join(tempFolder('parse-input-'), name);
  fs.writeFileSync(file, body);
  return file;
}

describe('npm run pipeline -- parse, on input it cannot read', () => {
  it('says a directory is a directory (exit 2), instead of EISDIR', async () => {
    const dir = tempFolder('parse-dir-');
    const result = await parse([dir]);
    expect(result.code).toBe(2);
    expect(result.err).toContain('est un dossier');
    expect(result.err).not.toContain('EISDIR');
  });

  it('refuses a binary file rather than quarantining its bytes as text', async () => {
    const result = await parse([temp('image.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]))]);
    expect(result.code).toBe(2);
    expect(result.err).toContain('ni un texte, ni une page HTML, ni un PDF');
    expect(result.out).toBe('');
  });

  it('refuses a file far larger than any document at once, without reading it', async () => {
    const file = path.join(tempFolder('parse-big-'), 'huge.txt');
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 150 * 2 ** 20);
    const result = await parse([file]);
    expect(result.code).toBe(2);
    expect(result.err).toContain('trop volumineux');
  });

  it('names the company of a provincial act, not the province that signs it', async () => {
    const act = [
      'PROVINCE NORD',
      'Délibération n° 2024-87/APN du 5 juin 2024',
      'portant participation de la province Nord à l’augmentation du capital de la société anonyme d’économie mixte locale PÊCHERIES DU LAGON NORD (RIDET 0 512 335.001)',
      'La province Nord souscrit à l’augmentation du capital social, porté de 100 000 000 F CFP à 150 000 000 F CFP.',
    ].join('\n');
    const result = await parse([temp('acte.txt', act)]);
    expect(result.code).toBe(0);
    const { annonces } = JSON.parse(result.out) as { annonces: Array<{ ridet: string; denomination: string; type: string }> };
    expect(annonces).toMatchObject([{ ridet: '0512335001', denomination: 'PÊCHERIES DU LAGON NORD', type: 'capital' }]);
  });
});
