import { describe, expect, it } from 'vitest';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { withKeywordTypos } from '../../../kernel/normalise/keyword-typos.ts';
import { formIn } from '../../../kernel/normalise/legal-form.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices typed by people who do not draft notices showed missing
// (test/kernel/normalise/saisies): the company's name after a label of the writer's own or inside
// a sentence typed all in lower case or all in capitals, event keywords typed with one slip, a
// change of name or a dissolution told as the writer would, forms typed in lower case. Every text
// here is made up for the rule it names.

const read = (text: string): unknown => identityOf(text, 'U1');
const officersIn = (text: string): string[] => officersOf(noticeOf(text));

describe('the company’s name after a label of the writer’s own', () => {
  it('reads the name after “sté :”, its form in brackets left out', () => {
    const text = 'transfert de siege\nsté: KAZ EXEMPLE (sarl)\nridet: 1000001 001\nnouveau siege: 2 rue du Port, Nouméa\ndecision des associes le 02/03/26\n';
    expect(read(text)).toEqual(['siege', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-03-02']);
  });

  it('reads the name after “Nom :” on a card of the company’s fields', () => {
    const text = 'NOMINATION\nnom: KAZ MODELE\nforme: sas\nridet 1000001/001\nPar décision des associés du 4 mars 2026, M. Paul EXEMPLE est nommé président.\n';
    expect(read(text)).toEqual(['nomination', 'KAZ MODELE', 'SAS', '1000001001', '2026-03-04']);
  });

  it('does not read “Nom :” as the company’s name on a person’s card', () => {
    const text = 'NOMINATION\nNom : EXEMPLE\nPrénom : Paul\nForme : SARL\nLa SARL KAZ VRAIE, RIDET 1000001.001, a nommé le 4 mars 2026 M. Paul EXEMPLE gérant.\n';
    expect(read(text)).toEqual(['nomination', 'KAZ VRAIE', 'SARL', '1000001001', '2026-03-04']);
  });
});

describe('the name inside a sentence typed in lower case or in capitals', () => {
  it('reads a lower-case name after a form and “dénommée”, up to the capital', () => {
    const text = 'avis de constitution\npar acte du 2/3/26 il a ete cree une sarl denommee kaz des essais au capital de 100 000 cfp siege noumea. gerant m. paul exemple. ridet 1 000 001.001\n';
    expect(read(text)).toEqual(['creation', 'kaz des essais', 'SARL', '1000001001', '2026-03-02']);
  });

  it('reads a lower-case name between “ste” and its form before the identifier', () => {
    const text = 'augmentation de capital\nste kaz des essais sarl ridet 1000001.001\nle capital est porte de 100 000 a 500 000 cfp par decision des associes du 02-03-2026\n';
    expect(read(text)).toEqual(['capital', 'kaz des essais', 'SARL', '1000001001', '2026-03-02']);
  });

  it('reads a lower-case name after “la sarl” before the identifier', () => {
    const text = 'fin de location gerance\nla location gerance du fonds consentie par la sarl kaz des essais ridet 1000001.001 a la sarl kaz locataire ridet 2000002.001 a pris fin par decision commune du 2 mars 2026\n';
    expect(read(text)).toEqual(['cession', 'kaz des essais', 'SARL', '1000001001', '2026-03-02']);
  });

  it('reads a name in capitals after “ste” in lower case, its form after it', () => {
    const text = 'Dissolution anticipée\n\nLes associés de la ste KAZ DES ESSAIS, sarl, ridet 1000001.001, ont décidé le 2 mars 2026 la dissolution anticipée de la société. Liquidateur : M. Paul EXEMPLE.\n';
    expect(read(text)).toEqual(['dissolution', 'KAZ DES ESSAIS', 'SARL', '1000001001', '2026-03-02']);
  });

  it('reads “LA ST X SARL RIDET” as société X', () => {
    const text = 'AVIS\n\nLA ST KAZ DES ESSAIS SARL RIDET 1000001-001 A DECIDE LE 02-03-2026 DE TRANSFERER SON SIEGE A KONE.\n';
    expect(read(text)).toEqual(['siege', 'KAZ DES ESSAIS', 'SARL', '1000001001', '2026-03-02']);
  });

  it('reads a form, a name in capitals and the identifier with no comma between', () => {
    const text = 'PROROGATION DE DUREE SCI KAZ DES ESSAIS RIDET 1000001.001 L ASSEMBLEE DU 2 MARS 2026 A PROROGE LA DUREE DE LA SOCIETE DE 50 ANS\n';
    expect(read(text)).toEqual(['statuts', 'KAZ DES ESSAIS', 'SCI', '1000001001', '2026-03-02']);
  });

  it('does not read the capital and the siège between the form and the identifier as the name', () => {
    const text = 'STE KAZ DES ESSAIS SARL CAP 100.000 F SIEGE KONE RIDET 1 000 001.001 AGE DU 02/03/26 GERANT M. PAUL EXEMPLE NOMME\n';
    expect(read(text)).toEqual(['nomination', 'KAZ DES ESSAIS', 'SARL', '1000001001', '2026-03-02']);
  });

  it('reads a name whose words open with a capital before its form, a dash and the identifier', () => {
    const text = "Augmentation de capital - Kaz des Essais SARL - RIDET 1000001.001 - Par decision de l'assemblee du 02/03/2026 le capital a ete augmente de 100 000 F a 500 000 F.\n";
    expect(read(text)).toEqual(['capital', 'Kaz des Essais', 'SARL', '1000001001', '2026-03-02']);
  });
});

describe('an event’s keyword typed with one slip', () => {
  it('reads one letter wrong, missing, added or two swapped as the keyword', () => {
    expect(withKeywordTypos('dissolusion liquidaton judiciare consitution tranformation augmetnation')).toBe(
      'dissolution liquidation judiciaire constitution transformation augmentation',
    );
  });

  it('leaves plurals, the keywords themselves and other words alone', () => {
    const folded = 'liquidations judiciaires constitution domination reduction deduction liquidateur';
    expect(withKeywordTypos(folded)).toBe(folded);
  });

  it('types a notice whose only event word is mistyped', () => {
    expect(classifyNotice('Dissolusion anticipée de la société, liquidateur M. Paul EXEMPLE.')?.type).toBe('dissolution');
  });
});

describe('a change of name and a dissolution told as the writer would', () => {
  it('reads “changer le nom de la société qui s’appellera désormais « X »” as a change of name, under the new name', () => {
    const text = "changement\n\neurl « KAZ ANCIEN » ridet 1000001.001\nl'associée unique a décidé le 2026-03-02 de changer le nom de la société qui s'appellera désormais « KAZ NOUVEAU »\n";
    expect(read(text)).toEqual(['statuts', 'KAZ NOUVEAU', 'EURL', '1000001001', '2026-03-02']);
  });

  it('reads a first-person decision to dissolve the company as a dissolution', () => {
    expect(classifyNotice("Je soussignée, associée unique de l'EURL KAZ, ai décidé le 2 mars 2026 de dissoudre la société.")?.type).toBe('dissolution');
  });

  it('does not read a decision not to dissolve the company as a dissolution', () => {
    expect(classifyNotice("Les associés ont décidé qu'il n'y a pas lieu de dissoudre la société malgré les pertes.")?.type).not.toBe('dissolution');
  });
});

describe('the deciding partner on the line after the identifier', () => {
  it('does not take “l’associée unique a décidé” on the next line for the identified company’s role', () => {
    const text = "modification\n\neurl « KAZ EXEMPLE » ridet 1000001.001\nl'associée unique a décidé le 2026-03-02 de proroger la durée de la société de 50 ans\n";
    expect(read(text)).toEqual(['statuts', 'KAZ EXEMPLE', 'EURL', '1000001001', '2026-03-02']);
  });
});

describe('a legal form typed in lower case', () => {
  it('reads it where only a form stands', () => {
    expect(formIn('consentie par la sarl kaz des essais')).toBe('SARL');
    expect(formIn('KAZ EXEMPLE (sarl)')).toBe('SARL');
    expect(formIn('KAZ EXEMPLE, sas, ridet 1000001.001')).toBe('SAS');
    expect(formIn('kaz exemple sasu  ridet 1000001.001')).toBe('SASU');
    expect(formIn('eurl « KAZ EXEMPLE »')).toBe('EURL');
    expect(formIn('KAZ EXEMPLE sci')).toBe('SCI');
  });

  it('does not read a lower-case word that only looks like a form', () => {
    expect(formIn('il a passé le sas de la douane avec sa société')).toBeNull();
  });
});

describe('a transformation typed in capitals without accents', () => {
  it('reads the new form of “TRANSFORMEE EN SOCIETE PAR ACTIONS SIMPLIFIEE”', () => {
    const text = 'TRANSFORMATION\n\nLA SARL KAZ DES ESSAIS RIDET 1000001-001 A ETE TRANSFORMEE EN SOCIETE PAR ACTIONS SIMPLIFIEE PAR DECISION DES ASSOCIES DU 02-03-2026. EST NOMME PRESIDENT M. PAUL EXEMPLE.\n';
    expect(read(text)).toEqual(['statuts', 'KAZ DES ESSAIS', 'SAS', '1000001001', '2026-03-02']);
  });
});

describe('officers as typed', () => {
  it('reads “MR” as a civility on a phone form in capitals', () => {
    const text = 'AVIS DE CONSTITUTION\nNOM : "KAZ EXEMPLE"\nFORME : SARL\nGERANT : MR PAUL EXEMPLE\nDATE DES STATUTS : 2026-03-02\nN RIDET : 1000001-001\n';
    expect(officersIn(text)).toEqual(['PAUL EXEMPLE (gérant)']);
  });

  it('reads the label “gér:” without its dot as the manager’s', () => {
    const text = 'transfert de siège\nsté: KAZ EXEMPLE (sarl)\nridet: 1000001 001\ndécision des associés le 02/03/26\ngér: M. Paul EXEMPLE\n';
    expect(officersIn(text)).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it('reads “mme” in lower case before a name in capitals as a civility', () => {
    const text = 'fin de location gerance\nla location gerance consentie par la sarl kaz des essais ridet 1000001.001 a pris fin par decision du 2 mars 2026\nle fonds est exploite par le proprietaire, gerante mme Ana EXEMPLE\n';
    expect(officersIn(text)).toEqual(['Ana EXEMPLE (gérant)']);
  });

  it('reads a person typed in lower case under a heading in capitals when no person is named in capitals', () => {
    const text = 'AUGMENTATION DE CAPITAL\nste kaz des essais sarl ridet 1000001.001\nle capital est porte a 500 000 cfp par decision des associes du 02-03-2026\ngerant inchange m. paul exemple\n';
    expect(officersIn(text)).toEqual(['paul exemple (gérant)']);
  });

  it('does not give the subject the manager in apposition after another company’s identifier in brackets', () => {
    const text =
      'Bonjour,\nnotre société KAZ LOCATAIRE SARL (ridet 2000002.001), gérant M. Luc AUTRE, a pris en location-gérance le 2 mars 2026 le fonds appartenant à la SARL KAZ PROPRIO, ridet 1000001.001, gérante Mme Ana EXEMPLE.\n';
    expect(read(text)).toEqual(['cession', 'KAZ PROPRIO', 'SARL', '1000001001', '2026-03-02']);
    expect(officersIn(text)).toEqual(['Ana EXEMPLE (gérant)']);
  });
});

describe('a manager whose mandate is renewed, in apposition after the role', () => {
  it('reads “le mandat du gérant, M. X, est renouvelé”', () => {
    const text =
      'Renouvellement du mandat de gérant\nKAZ EXEMPLE, SARL, RIDET 1000001.001\nPar décision des associés du 2 mars 2026, le mandat du gérant, M. Paul EXEMPLE, est renouvelé pour trois ans.\n';
    expect(officersIn(text)).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it('reads “le mandat du gérant de la SARL “S”, M. X, est renouvellé” for the subject S', () => {
    const text = 'renouvellement\nle mandat du gérant de la SARL "KAZ EXEMPLE", M. Paul EXEMPLE, est renouvellé pour 3 ans par l AGO du 2 mars 2026\nridet : 1 000 001 - 001\n';
    expect(officersIn(text)).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it('does not give the subject the renewed manager of another company', () => {
    const text =
      'NOMINATION\nKAZ EXEMPLE, SARL, RIDET 1000001.001\nPar décision des associés du 2 mars 2026, Mme Ana EXEMPLE est nommée cogérante ; le mandat du gérant de la SARL KAZ AUTRE, M. Luc AUTRE, est renouvelé.\n';
    expect(officersIn(text)).toEqual(['Ana EXEMPLE (gérant)']);
  });
});

describe('a role word ending a run-on line in capitals before a person', () => {
  it('reads “… SONT MODIFIES PRESIDENT M. X” as the person’s role, not the end of a company’s name', () => {
    const text = 'PROROGATION DE DUREE SARL KAZ EXEMPLE RIDET 1000001.001 L ASSEMBLEE DU 2 MARS 2026 A PROROGE LA DUREE DE LA SOCIETE DE 99 ANS LES STATUTS SONT MODIFIES PRESIDENT M. PAUL EXEMPLE\n';
    expect(officersIn(text)).toEqual(['PAUL EXEMPLE (président)']);
  });

  it('keeps a role word that ends a company’s name when no person follows it', () => {
    const text = 'NOMINATION\nLa SARL KAZ EXEMPLE, RIDET 1000001.001, a nommé le 2 mars 2026 la société KAZ CONSEIL GERANT, SAS, en qualité de gérante.\n';
    expect(officersIn(text)).toEqual(['KAZ CONSEIL GERANT (gérant)']);
  });
});

describe('the writer’s own appointment told in the first person', () => {
  it('reads “Je soussignée Mme X, … Je suis nommée liquidatrice” as X, liquidator', () => {
    const text =
      "Bonjour\n\nJe soussignée Mme Ana EXEMPLE, associée unique de l'EURL KAZ EXEMPLE (ridet 1000001.001), ai décidé le 2 mars 2026 de dissoudre la société. Je suis nommée liquidatrice.\nAna Exemple\n";
    expect(officersIn(text)).toEqual(['Ana EXEMPLE (liquidateur)']);
  });

  it('does not read a role the writer already holds, nor one she is not appointed to', () => {
    const text =
      'Bonjour\n\nJe soussigné M. Paul EXEMPLE, associé de la SARL KAZ EXEMPLE, ridet 1000001.001, informe du transfert du siège social au 2 rue du Port, Nouméa, décidé le 2 mars 2026. Je suis gérant depuis 2010 et je ne suis pas nommé président.\n';
    expect(officersIn(text)).toEqual([]);
  });
});

describe('officers a writer names as herself and by kinship', () => {
  it('reads “Les gérants sont moi-même X et mon mari Y”', () => {
    const text =
      'Avis de constitution\n\nMon mari et moi avons créé la SARL KAZ EXEMPLE au capital de 100 000 F. Statuts signés le 2 mars 2026.\nLes gérants sont moi-même Ana EXEMPLE et mon mari Paul EXEMPLE.\nRIDET 1000001 001\n';
    expect(officersIn(text)).toEqual(['Ana EXEMPLE (gérant)', 'Paul EXEMPLE (gérant)']);
  });

  it('does not make a partner named by kinship an officer', () => {
    const text =
      "Avis de constitution\n\nJ'ai créé la SARL KAZ EXEMPLE au capital de 100 000 F avec mon fils Luc EXEMPLE, associé. Statuts signés le 2 mars 2026.\nLe gérant est M. Paul EXEMPLE.\nRIDET 1000001 001\n";
    expect(officersIn(text)).toEqual(['Paul EXEMPLE (gérant)']);
  });
});

describe('an appointment that names its role before the one appointed', () => {
  it('reads “nomination comme commissaire aux comptes titulaire de la sarl X et comme suppléant de M. Y”', () => {
    const text =
      'KAZ EXEMPLE, sarl, Ridet 1000001.001\nassemblee generale du 2 mars 2026: nomination comme commissaire aux comptes titulaire de la sarl AUDIT EXEMPLE et comme suppléant de M. Paul EXEMPLE.\n';
    expect(officersIn(text)).toEqual(['AUDIT EXEMPLE (commissaire aux comptes)', 'Paul EXEMPLE (commissaire aux comptes suppléant)']);
  });

  it('reads the one appointed only, not a person named in her apposition', () => {
    const text = 'KAZ EXEMPLE, sarl, Ridet 1000001.001\nassemblee generale du 2 mars 2026: nomination comme gérante de Mme Ana EXEMPLE, épouse de M. Paul EXEMPLE.\n';
    expect(officersIn(text)).toEqual(['Ana EXEMPLE (gérant)']);
  });
});

