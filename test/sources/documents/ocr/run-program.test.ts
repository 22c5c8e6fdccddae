import { describe, expect, it } from 'vitest';
import { runProgram } from '../../../../sources/documents/ocr/run-program.ts';

describe('runProgram', () => {
  it('gives stdout of a program that succeeds', async () => {
    await expect(runProgram('sh', ['-c', 'printf ok'], { timeoutMs: 10_000 })).resolves.toMatchObject({ stdout: 'ok' });
  });

  it('says ocr_indisponible, with the packages to install, for a program that does not exist', async () => {
    const run = runProgram('/nonexistent/bin/tesseract', [], { timeoutMs: 10_000 });
    await expect(run).rejects.toMatchObject({ code: 'ocr_indisponible' });
    await expect(run).rejects.toThrow('apt-get install tesseract-ocr tesseract-ocr-fra poppler-utils');
  });

  it('kills a program past its timeout: ocr_delai_depasse', async () => {
    const started = Date.now();
    await expect(runProgram('sleep', ['30'], { timeoutMs: 200 })).rejects.toMatchObject({ code: 'ocr_delai_depasse' });
    // Killed, not waited for: far less than the 30 s the program asked for.
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('kills a program whose signal aborts, and rejects with the reason once it has exited', async () => {
    const controller = new AbortController();
    const reason = new Error('page voisine en échec');
    const run = runProgram('sleep', ['30'], { timeoutMs: 60_000, signal: controller.signal });
    controller.abort(reason);
    await expect(run).rejects.toBe(reason);
    await expect(runProgram('sh', ['-c', 'printf ok'], { timeoutMs: 10_000, signal: controller.signal })).rejects.toBe(reason);
  });

  it('says ocr_echec with the end of stderr for a program that fails', async () => {
    await expect(runProgram('sh', ['-c', 'echo "Error: bad image" >&2; exit 3'], { timeoutMs: 10_000 })).rejects.toMatchObject({
      code: 'ocr_echec',
      message: 'sh a échoué : Error: bad image',
    });
  });
});
