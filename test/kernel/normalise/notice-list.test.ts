import { describe, expect, it } from 'vitest';
import { parseNoticeText, parseNoticeTexts } from '../../../kernel/normalise/index.js';

const LIST = `JONC – Publications légales – 17 février 2026
GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA
Jugements rendus à l'audience du 9 février 2026

REDRESSEMENT JUDICIAIRE
ATOLL PEINTURE, SARL, 3 rue Jenner, 98800 Nouméa. RIDET n° 1 678 901.001. Date de cessation des paiements : 2 janvier 2026. Mandataire judiciaire : Me Lise MANDAT.

LIQUIDATION JUDICIAIRE
SAS RÉCIF AUTO, 7 rue Foch, 98800 Nouméa. RIDET n° 1 678 902.001. Liquidateur : Me Paul SOLDE.

LIQUIDATION JUDICIAIRE
BAIE SNACK, SARL, port de Nouméa (immatriculation non communiquée). Liquidateur : Me Paul SOLDE.`;

describe('a greffe list of judgments', () => {
  it('gives one announcement per entry, each with its own subject, reference and the list date', () => {
    const results = parseNoticeTexts(LIST, { reference: 'liste' });
    const published = results.flatMap((r) => (r.ok ? [r.notice] : []));
    expect(published.map((n) => [n.reference, n.ridet, n.denomination, n.forme_juridique, n.type, n.date])).toEqual([
      ['liste#1', '1678901001', 'ATOLL PEINTURE', 'SARL', 'procedure', '2026-02-17'],
      ['liste#2', '1678902001', 'RÉCIF AUTO', 'SAS', 'procedure', '2026-02-17'],
    ]);
    expect(published[0]!.organes_procedure).toEqual([{ nom: 'MANDAT', prenoms: 'Lise', fonction: 'mandataire judiciaire', action: 'nomination' }]);
  });

  it('quarantines an entry without identifier alone', () => {
    const results = parseNoticeTexts(LIST, { reference: 'liste' });
    expect(results.map((r) => (r.ok ? 'ok' : `${r.quarantine.reference} ${r.quarantine.reason}`))).toEqual(['ok', 'ok', 'liste#3 ridet_absent']);
  });

  it('dates each entry by its own judgment when the list has no publication date', () => {
    const results = parseNoticeTexts(`TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nEXTRAITS DE JUGEMENTS\n\n– Jugement du 14 janvier 2026 ouvrant une liquidation judiciaire à l'égard de la société ALPHA, SARL, RIDET 1 678 903.001.\n\n– Jugement du 21 janvier 2026 prononçant la clôture pour insuffisance d'actif de la SNC BÊTA, RIDET 1 678 904.001.`, { reference: 'x' });
    expect(results.map((r) => r.ok && [r.notice.denomination, r.notice.date])).toEqual([['ALPHA', '2026-01-14'], ['BÊTA', '2026-01-21']]);
  });

  it('keeps parseNoticeText for single notices: a list gives its first entry', () => {
    const first = parseNoticeText(LIST, { reference: 'liste' });
    expect(first.ok && first.notice.reference).toBe('liste#1');
  });

  it('does not split one notice whose bullets list its decisions', () => {
    const results = parseNoticeTexts(`OMÉGA, SARL, RIDET 1 678 905.001\nAux termes d'une assemblée générale extraordinaire du 1er mars 2026, il a été décidé :\n– d'augmenter le capital social de 1 000 000 F CFP ;\n– de nommer M. Jo NEUF cogérant.`, { reference: 'o' });
    expect(results.map((r) => r.ok && [r.notice.reference, r.notice.type])).toEqual([['o', 'capital']]);
  });
});
