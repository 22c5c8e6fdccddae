import { describe, expect, it } from 'vitest';
import { ANNONCE_TYPES } from '../../../kernel/model/announcement.js';
import { classifyNotice } from '../../../kernel/normalise/index.js';
import { ACT_KIND_TYPES, CLASSIFICATION_HEADINGS, classifyActKind } from '../../../sources/province/index.js';
import { ACT_KIND_TYPES as WORLD_ACT_KIND_TYPES } from '../../../simulator/world/index.js';

describe('classifyActKind', () => {
  it.each([
    ["Arrêté n° 2024-12/APN du 3 mars 2024 autorisant la société KOKO BTP (RIDET 1 231 083.002) à exploiter une installation classée", 'autorisation_installation'],
    ["Arrêté n° 1007-2024/ARR/DIMEN accordant une aide à l'investissement à la société ALIZÉ (RID 0122531)", 'aide_entreprise'],
    ["Arrêté relatif à la participation de la province au capital de la société SEM NORD AVENIR, société d'économie mixte", 'participation_sem'],
    ["Arrêté portant attribution d'une subvention à l'association sportive du Lagon", 'subvention_association'],
  ])('reads the kind of %s', (titre, kind) => {
    expect(classifyActKind(titre)).toBe(kind);
  });

  it('falls back on the body when the title does not say, and gives up when neither does', () => {
    expect(classifyActKind('Arrêté n° 2024-3/API du 2 mai 2024', 'Article 1er : La société X est autorisée à exploiter une carrière.')).toBe('autorisation_installation');
    expect(classifyActKind('Arrêté n° 2024-3/API du 2 mai 2024 portant nomination du directeur', 'Article 1er : M. Wakaine est nommé.')).toBeNull();
  });

  it('maps act kinds to the same types as the sample world’s ground truth', () => {
    expect(ACT_KIND_TYPES.autorisation_installation).toBe(WORLD_ACT_KIND_TYPES.autorisation_installation);
    expect(ACT_KIND_TYPES.aide_entreprise).toBe(WORLD_ACT_KIND_TYPES.aide_investissement);
    expect(ACT_KIND_TYPES.participation_sem).toBe(WORLD_ACT_KIND_TYPES.participation_sem);
    expect(ACT_KIND_TYPES.subvention_association).toBeNull();
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
