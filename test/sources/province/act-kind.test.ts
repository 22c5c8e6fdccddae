import { describe, expect, it } from 'vitest';
import { ANNONCE_TYPES } from '../../../kernel/model/announcement.ts';
import { classifyNotice } from '../../../kernel/normalise/index.ts';
import { ACT_KIND_TYPES, CLASSIFICATION_HEADINGS, classifyActKind, parseActText } from '../../../sources/province/index.ts';
import { ACT_KIND_TYPES as WORLD_ACT_KIND_TYPES, OUT_OF_SCOPE_ACT_KINDS } from '../../../simulator/world/index.ts';

describe('classifyActKind', () => {
  it.each([
    ["Arrêté n° 2024-12/APN du 3 mars 2024 autorisant la société KOKO BTP (RIDET 1 231 083.002) à exploiter une installation classée", 'autorisation_installation'],
    ["Arrêté n° 1007-2024/ARR/DIMEN accordant une aide à l'investissement à la société ALIZÉ (RID 0122531)", 'aide_entreprise'],
    ["Arrêté relatif à la participation de la province au capital de la société SEM NORD AVENIR, société d'économie mixte", 'participation_sem'],
    ["Délibération portant désignation des représentants de la province au conseil d'administration de la SAEML PORT NORD", 'nomination_sem'],
    ["Arrêté accordant une aide à l'investissement à la société d'économie mixte SEM NORD AVENIR", 'aide_entreprise'],
    ["Arrêté portant attribution d'une subvention à l'association sportive du Lagon", 'subvention_association'],
  ])('reads the kind of %s', (titre, kind) => {
    expect(classifyActKind(titre)).toBe(kind);
  });

  it('falls back on the body when the title does not say, and gives up when neither does', () => {
    expect(classifyActKind('Arrêté n° 2024-3/API du 2 mai 2024', 'Article 1er : La société X est autorisée à exploiter une carrière.')).toBe('autorisation_installation');
    expect(classifyActKind('Arrêté n° 2024-3/API du 2 mai 2024 portant nomination du directeur', 'Article 1er : M. Wakaine est nommé.')).toBeNull();
  });

  it('maps act kinds to the same types as the sample world’s ground truth: only acts changing the company are typed', () => {
    expect(ACT_KIND_TYPES.participation_sem).toBe('capital');
    expect(ACT_KIND_TYPES.nomination_sem).toBe('nomination');
    expect(ACT_KIND_TYPES.autorisation_installation).toBeNull();
    expect(ACT_KIND_TYPES.aide_entreprise).toBeNull();
    expect(ACT_KIND_TYPES.subvention_association).toBeNull();
    expect(ACT_KIND_TYPES.autorisation_installation).toBe(WORLD_ACT_KIND_TYPES.autorisation_installation);
    expect(ACT_KIND_TYPES.aide_entreprise).toBe(WORLD_ACT_KIND_TYPES.aide_investissement);
    expect(ACT_KIND_TYPES.participation_sem).toBe(WORLD_ACT_KIND_TYPES.participation_sem);
    expect(ACT_KIND_TYPES.nomination_sem).toBe(WORLD_ACT_KIND_TYPES.nomination_sem);
    expect([...OUT_OF_SCOPE_ACT_KINDS].sort()).toEqual(['aide_investissement', 'autorisation_installation']);
  });
});

describe('parseActText: only acts that change the company are announcements', () => {
  const PUBLISHED = '\nPublié sur le site de la province Sud le 12 mars 2024';

  it('quarantines an aid granted to an identified company as hors_champ, saying why in French', () => {
    const { kind, outcome } = parseActText(
      `Arrêté n° 1042-2024/ARR/DIMEN du 1er mars 2024 accordant une aide à l'investissement à la société BOIS DU PLATEAU (RIDET 1 231 083.002)\nArticle 1er : Une aide de 5 000 000 F CFP est accordée à la société BOIS DU PLATEAU.${PUBLISHED}`,
    );
    expect(kind).toBe('aide_entreprise');
    expect(outcome.notices).toEqual([]);
    expect(outcome.quarantined).toEqual([expect.objectContaining({ reference: '1042-2024/ARR/DIMEN', reason: 'hors_champ' })]);
    expect(outcome.quarantined[0]!.detail).toMatch(/^Acte provincial n° 1042-2024\/ARR\/DIMEN : aide publique .* RIDET 1231083002\. Une aide ne change ni le capital, ni les statuts, ni les dirigeants/);
  });

  it('quarantines an installation permit as hors_champ, naming the enterprise by RID when only that is printed', () => {
    const { outcome } = parseActText(
      `Arrêté n° 2024-12/APN du 3 mars 2024 autorisant la société GRAVIÈRES DU COL (RID 0 122 531) à exploiter une installation classée pour la protection de l'environnement\nArticle 1er : La société est autorisée à exploiter une carrière.${PUBLISHED}`,
    );
    expect(outcome.quarantined[0]).toMatchObject({ reason: 'hors_champ' });
    expect(outcome.quarantined[0]!.detail).toContain('autorisation administrative');
    expect(outcome.quarantined[0]!.detail).toContain('RID 0122531');
  });

  it('gives nothing for an aid to a company it does not identify, as before', () => {
    const { outcome } = parseActText(`Arrêté n° 2024-13/APN du 3 mars 2024 accordant une aide à l'investissement à la société GRAVIÈRES DU COL\nArticle 1er : Une aide est accordée.${PUBLISHED}`);
    expect(outcome).toEqual({ notices: [], quarantined: [] });
  });

  it('types the province’s directors on a SEM board as nomination, with the directors in office and the one replaced', () => {
    const { kind, outcome } = parseActText(
      `Arrêté n° 1049-2024/ARR/DIMEN du 4 mars 2024 portant désignation des représentants de la province au conseil d'administration de la société PORT AUTONOME DU SUD (RIDET 1 231 083.001), société d'économie mixte\nArticle 1er : M. Paul WAIA et Mme Lise KOTRA sont désignés en qualité d'administrateurs représentant la province au conseil d'administration de la société, en remplacement de M. Yves DOUI.${PUBLISHED}`,
    );
    expect(kind).toBe('nomination_sem');
    expect(outcome.notices.map((n) => [n.reference, n.type, n.denomination, n.date])).toEqual([['1049-2024/ARR/DIMEN', 'nomination', 'PORT AUTONOME DU SUD', '2024-03-12']]);
    expect(outcome.notices[0]!.dirigeants).toEqual([
      { nom: 'WAIA', prenoms: 'Paul', fonction: 'administrateur', action: 'nomination' },
      { nom: 'KOTRA', prenoms: 'Lise', fonction: 'administrateur', action: 'nomination' },
      { nom: 'DOUI', prenoms: 'Yves', fonction: 'administrateur', action: 'cessation' },
    ]);
  });

  it('keeps a SEM capital participation typed capital', () => {
    const { outcome } = parseActText(
      `Arrêté n° 1056-2024/ARR/DIMEN du 5 mars 2024 relatif à la participation de la province au capital de la société PORT AUTONOME DU SUD (RIDET 1 231 083.001), société d'économie mixte\nArticle 1er : La province souscrit à l'augmentation de capital de la société à hauteur de 50 000 000 F CFP.${PUBLISHED}`,
    );
    expect(outcome.notices.map((n) => n.type)).toEqual(['capital']);
  });
});

describe('CLASSIFICATION_HEADINGS', () => {
  // The kit hands its decision to the normaliser through the heading hint: if the general
  // classifier stops reading one of these headings as its type, this test says so first.
  it.each([...ANNONCE_TYPES])('is read by the general classifier as %s', (type) => {
    const text = "Arrêté n° 2024-3/API du 2 mai 2024 accordant une aide à la société X (RIDET 1 231 083.002)";
    expect(classifyNotice(text, { heading: `${text}\n${CLASSIFICATION_HEADINGS[type]}` })?.type).toBe(type);
  });
});
