import { describe, expect, it } from 'vitest';
import { subjectOf } from './notice-helpers.ts';

// Partners and members listed under their noun with a qualifier (`en nom`, `commandités`, `après la
// cession`) or an appointment's duration (`, pour six ans :`): each item is a member, never the
// company whose members they are. Every text is made up for this file.
const SUBJECT = '1000009';

describe('members listed under a qualified noun', () => {
  it('reads directors appointed for a term, numbered under the noun', () => {
    const text =
      'NOMINATIONS\nOCÉANIE FROID\nSA au capital de 80 000 000 F CFP – 5 rue Jules Ferry, Nouméa – RIDET 1 000 009.001\nL\'assemblée générale du 2 novembre 2026 a désigné en qualité d\'administrateurs, pour six ans :\n1. la société KAVIENG INVEST, société par actions simplifiée, RIDET 2 000 008.001, représentée par M. Luc Bernard ;\n2. la société TIARÉ GESTION, SARL, RIDET 3 000 007.001, représentée par Mme Anne Roux ;\n3. Mme Odile Perret.\nPour avis.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a partnership\'s constitution over its partners `en nom`, registered last', () => {
    const text =
      'CONSTITUTION\nPar acte sous seing privé du 5 octobre 2026, il a été constitué une société en nom collectif.\nDénomination : LES COCOTIERS DE TINA\nSiège : 8 rue Taragnat, Nouméa\nObjet : location de locaux meublés\nCapital : 1 000 000 F CFP\nAssociés en nom : SARL ALIZÉS, RIDET 2 000 008.001 ; SAS PORT MOSELLE, RIDET 3 000 007.001.\nGérants : SARL ALIZÉS ; SAS PORT MOSELLE.\nImmatriculée au RCS de Nouméa sous le n° RIDET 1 000 009.001.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a partnership\'s partners after a sale of parts, numbered on one line', () => {
    const text =
      'SNC LES FLAMBOYANTS\nSociété en nom collectif au capital de 200 000 F CFP – Siège : 14 rue Anatole France, Nouméa – RIDET 1 000 009.001\nPar acte du 20 octobre 2026, la société ALIZÉS, SARL, RIDET 2 000 008.001, a cédé la totalité de ses parts et a cessé ses fonctions de cogérante.\nAssociés après la cession : 1) la société PORT MOSELLE, SAS, RIDET 3 000 007.001 ; 2) la société KOUTIO BÂTIMENT, SARL, RIDET 4 000 006.001, cogérante.\nPour avis, la gérance.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads the partners `à l\'issue de l\'opération` in dashed items', () => {
    const text =
      'MODIFICATIONS\nSNC DU PORT AUTONOME – capital 500 000 F CFP – RIDET 1 000 009.001 – siège : Nouméa\nSuivant acte du 3 novembre 2026, la société BAIE DE LA MOSELLE, SARL, RIDET 2 000 008.001, a cédé ses parts sociales.\nAssociés à l\'issue de l\'opération :\n– la société KOUTIO BÂTIMENT, SARL, RIDET 3 000 007.001 ;\n– la société PORT MOSELLE, SAS, RIDET 4 000 006.001, seule gérante.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads a civil company\'s partners `en nom` on one line over its own decision', () => {
    const text =
      'SCI DE LA PLAGE DE POÉ\nSociété civile immobilière – RIDET 1 000 009.001\nAssociés en nom : la SARL GOUARO, RIDET 2 000 008.001, et la SAS DEVA, RIDET 3 000 007.001.\nPar décision unanime du 2 novembre 2026, les associés ont transféré le siège social à Bourail.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
  it('reads new directors listed under their noun, the appointing meeting in brackets before the colon', () => {
    const text =
      'OCÉAN NICKEL SERVICES\nSA – capital 90 000 000 F CFP – RIDET 1 000 009.001 – Siège : Nouméa\nNouveaux administrateurs (AGO du 6 octobre 2026) :\n– SAS THIO MINÉRAUX, RIDET 2 000 008.001, représentée par M. Loïc Bao ;\n– SARL KOUAOUA ROUTES, RIDET 3 000 007.001, représentée par Mme Léa Ouk.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});

describe('what a members list does not decide', () => {
  it('never publishes a holding\'s notice under a subsidiary it lists', () => {
    const text =
      'KAORI INVEST\nSAS au capital de 90 000 000 F CFP – RIDET 1 000 009.001\nSiège : 4 rue Higginson, Nouméa\nPar décision du 2 octobre 2026, l\'associée unique a nommé M. Paul Martin président en remplacement de M. Jean Roux, démissionnaire.\nLa société contrôle les filiales suivantes : CORAIL NEGOCE, SARL, RIDET 2 000 008.001 ; LAGON BLEU, SAS, RIDET 3 000 007.001.';
    expect(subjectOf(text)).not.toBe('2000008');
  });
});
