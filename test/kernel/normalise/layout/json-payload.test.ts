import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../../kernel/normalise/index.ts';
import { jsonPayloadReading } from '../../../../kernel/normalise/layout/index.ts';

const payload = JSON.stringify(
  {
    id: 12,
    datePublication: '2026-03-12',
    item: {
      titre: 'LES TROIS PINS – Dissolution anticipée',
      categorie: { code: 'DISSOL', libelle: 'Dissolutions' },
      texte: 'LES TROIS PINS\nSociété à responsabilité limitée au capital de 100 000 F CFP\nRIDET 2 345 678.001\n\nPar décision du 3 mars 2026, l’associé unique a décidé la dissolution anticipée de la société.\nM. Paul EXEMPLE a été nommé liquidateur.',
      erratum: false,
    },
  },
  null,
  2,
);

describe('a platform’s raw JSON item', () => {
  it('is read as its short fields, a small record on one line, then its text with its line breaks', () => {
    expect(jsonPayloadReading(payload)).toBe(
      'datePublication : 2026-03-12\ntitre : LES TROIS PINS – Dissolution anticipée\ncategorie : DISSOL, Dissolutions\n\nLES TROIS PINS\nSociété à responsabilité limitée au capital de 100 000 F CFP\nRIDET 2 345 678.001\n\nPar décision du 3 mars 2026, l’associé unique a décidé la dissolution anticipée de la société.\nM. Paul EXEMPLE a été nommé liquidateur.',
    );
  });

  it('gives the notice its name, identifier and officers as printed in its text', () => {
    const [result] = parseNoticeTexts(payload, { reference: 'J1' });
    expect(result?.ok && [result.notice.denomination, result.notice.ridet, result.notice.type, result.notice.dirigeants.map((d) => d.nom)]).toEqual(['LES TROIS PINS', '2345678001', 'dissolution', ['EXEMPLE']]);
  });

  it('leaves what is not one JSON object alone', () => {
    expect(jsonPayloadReading('{ pas du JSON }')).toBeNull();
    expect(jsonPayloadReading('AVIS\n{"a": "b"}')).toBeNull();
  });
});

describe('a platform’s raw JSON item copied with the request that fetched it', () => {
  it('reads the item under the request’s line and the response’s status and headers', () => {
    expect(jsonPayloadReading(`GET https://leginova.gouv.nc/api/jonc/2026-00012/contenu\n\n${payload}`)).toBe(jsonPayloadReading(payload));
    expect(jsonPayloadReading(`GET /api/jonc/2026-00012 HTTP/1.1\nHTTP/1.1 200 OK\nContent-Type: application/json\n\n${payload}`)).toBe(jsonPayloadReading(payload));
    const [result] = parseNoticeTexts(`GET https://leginova.gouv.nc/api/jonc/2026-00012/contenu\n\n${payload}`, { reference: 'J2' });
    expect(result?.ok && [result.notice.denomination, result.notice.date]).toEqual(['LES TROIS PINS', '2026-03-12']);
  });

  it('leaves an object under other words alone (a notice quoting a payload)', () => {
    expect(jsonPayloadReading(`Objet : export\n\n${payload}`)).toBeNull();
  });
});
