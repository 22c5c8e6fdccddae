import { describe, expect, it } from 'vitest';
import { printedObjet } from '../../../kernel/normalise/objet.ts';

describe('printedObjet', () => {
  it('reads the objet a constitution prints after its label, up to the next sentence', () => {
    expect(printedObjet('AVIS DE CONSTITUTION\nDénomination : TAMANOU PÊCHE\nObjet : pêche côtière, transformation et vente des produits de la mer.\nDurée : 99 ans.')).toBe(
      'pêche côtière, transformation et vente des produits de la mer',
    );
    expect(printedObjet('OBJET SOCIAL : MANUTENTION PORTUAIRE ; AVITAILLEMENT. Siège : Nouméa.')).toBe('MANUTENTION PORTUAIRE ; AVITAILLEMENT');
  });

  it('reads an objet a column wrapped over two lines whole, and stops at the next heading', () => {
    expect(printedObjet('Objet : vente de matériel de pêche,\nd’appâts et de glace\nGérance : M. Louis WAKA')).toBe('vente de matériel de pêche, d’appâts et de glace');
    expect(printedObjet('OBJET : MANUTENTION PORTUAIRE ET AVITAILLEMENT DUREE : 99 ANS PRESIDENTE : LA SOCIETE KAPUA')).toBe('MANUTENTION PORTUAIRE ET AVITAILLEMENT');
    // A word that only looks like a heading inside the activity stays.
    expect(printedObjet('Objet : la gestion du capital de ses filiales. Durée : 99 ans.')).toBe('la gestion du capital de ses filiales');
  });

  it('reads the objet a prose notice gives, without the duration that follows it', () => {
    expect(printedObjet('Il a été constitué une société civile immobilière dénommée SCI NIAOULI, ayant pour objet l’acquisition et la location de tous biens immobiliers, pour une durée de 99 années.')).toBe(
      'l’acquisition et la location de tous biens immobiliers',
    );
    expect(printedObjet('La société a pour objet : la culture de la vanille. Capital : 100 000 F CFP.')).toBe('la culture de la vanille');
  });

  it('reads the new objet of a change of the statuts', () => {
    expect(printedObjet('L’assemblée a décidé d’étendre l’objet social à : la location de kayaks et les excursions en mer. Les statuts ont été modifiés.')).toBe(
      'la location de kayaks et les excursions en mer',
    );
    expect(printedObjet('L’objet social a été étendu aux « activités de salon de thé et de restauration légère ».')).toBe('activités de salon de thé et de restauration légère');
    expect(printedObjet('Aux termes de la décision, l’objet social devient : conseil en informatique.')).toBe('conseil en informatique');
  });

  it('reads the activity of a sale of the business without its price, and of a change without its lead-in', () => {
    expect(printedObjet('La société a vendu le fonds de commerce qu’elle exploitait à Bourail, ayant pour activité la vente de matériel de pêche, moyennant le prix de 9 000 000 F CFP.')).toBe(
      'la vente de matériel de pêche',
    );
    expect(printedObjet('L’assemblée a décidé d’étendre l’objet social aux activités suivantes : la production de plantes d’ornement.')).toBe('la production de plantes d’ornement');
  });

  it('reads the activity a court or a register notice prints', () => {
    expect(printedObjet('Jugement du 3 mars 2025 : liquidation judiciaire de la société KAGOU BÂTIMENT (SARL), activité : tous travaux de maçonnerie.')).toBe('tous travaux de maçonnerie');
    expect(printedObjet('KAGOU BÂTIMENT, SARL\nActivité : tous travaux de maçonnerie\nDate de cessation des paiements : 3 mars 2025\nPour extrait, le greffier')).toBe('tous travaux de maçonnerie');
  });

  it('finds none where the word objet is not followed by an activity', () => {
    expect(printedObjet('Le capital est porté à 2 000 000 F CFP ; l’objet, le siège et la durée demeurent inchangés.')).toBeNull();
    expect(printedObjet('La société n’a fait l’objet d’aucune procédure collective.')).toBeNull();
    expect(printedObjet('Objet : .')).toBeNull();
  });
});
