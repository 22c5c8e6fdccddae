import { describe, expect, it } from 'vitest';
import { mayMatch, oneOfWords, requiredLiterals, testWhereWords } from '../../../kernel/normalise/required-literal.ts';

const all = (pattern: RegExp): string[] | undefined => requiredLiterals(pattern)?.all;
const groups = (pattern: RegExp): string[][] | undefined => requiredLiterals(pattern)?.groups;

describe('requiredLiterals: the words every match of a pattern contains', () => {
  it('reads the words written plainly at the top level, longest first', () => {
    expect(all(/\bavis de constitution\b/)).toEqual(['constitution', 'avis']);
    expect(all(/^\s*debut d'activite\s*:/m)).toEqual(["d'activite", 'debut']);
    expect(all(/\bnomm(?:e|ee)\b/)).toEqual(['nomm']);
    expect(all(/quitus/)).toEqual(['quitus']);
    expect(all(/\bont constitue\b/)).toEqual(['constitue', 'ont']);
  });

  it('leaves out a last letter a quantifier makes optional, and what groups, classes and lookarounds hold', () => {
    expect(all(/^\s*constitutions?\s*$/m)).toEqual(['constitution']);
    expect(all(/\bjuge-? ?commissaire\b/)).toEqual(['commissaire', 'juge']);
    expect(all(/\bcedante?s?\b/)).toEqual(['cedant']);
    expect(all(/\bfusions{0,2}\b/)).toEqual(['fusion']);
    expect(all(/\bcoopt\w+\b/)).toEqual(['coopt']);
    expect(all(/\bsiege (?:social )?transfere\b/)).toEqual(['transfere', 'siege']);
    expect(all(/(?<=avant )apres(?= toujours)/)).toEqual(['apres']);
    expect(all(/[abcdef]+xyz/)).toEqual(['xyz']);
    expect(all(/\bfait donation\b[^.]{0,200}\bparts\b/)).toEqual(['donation', 'parts', 'fait']);
    expect(all(/\bfait{1,200}\b/)).toEqual(['fai']);
  });

  it('reads no word in an escape: code points, properties, named references', () => {
    expect(requiredLiterals(/\u00e9t\u00e9/)).toBeNull();
    expect(requiredLiterals(/\u{1F600}/u)).toBeNull();
    expect(requiredLiterals(/\p{Lu}\x41/u)).toBeNull();
    expect(requiredLiterals(/(?<name>a)\k<name>/)).toBeNull();
    expect(all(/\u00e9cole/)).toEqual(['cole']);
  });

  it('reads one word per alternative of an opening group', () => {
    expect(groups(/\b(?:cession|vente|apport) (?:d'un |du )?fonds\b/)).toEqual([['cession', 'vente', 'apport']]);
    expect(requiredLiterals(/\b(?:augment|redui|diminu|port)\w* (?:le|son) capital\b/)).toEqual({ all: ['capital'], groups: [['augment', 'redui', 'diminu', 'port']] });
    expect(requiredLiterals(/\b(?:la |sa )?denomination (?:sociale )?devient\b/)).toEqual({ all: ['denomination', 'devient'], groups: [] });
    expect(groups(/\b(?:premieres?|seconde) insertion\b/)).toEqual([['premiere', 'seconde']]);
    expect(groups(/\b(?:nomm|design)+\b/)).toBeUndefined();
    expect(groups(/\b(?:x(?:a|b)|yyy)\b/)).toBeUndefined();
  });

  it('reads, per alternative of each group every match holds, its longest plain word, wherever the group stands', () => {
    expect(requiredLiterals(/\b(?:a cede|ont cede)\b/)).toEqual({ all: [], groups: [['cede']] });
    expect(groups(/\b(?:il|elle) (?:grimpe|saute) haut\b/)).toEqual([['grimpe', 'saute']]);
    expect(groups(/^\s*(?:vieux-?)?(?:chat|chien)s?\s+(?:noirs?|blancs?)\s*:/m)).toEqual([['chat', 'chien'], ['noir', 'blanc']]);
    expect(groups(/(?<bord>falaise|rivage) ouest/)).toEqual([['falaise', 'rivage']]);
    expect(groups(/(abc|de) (?:quai|jetee)/)).toEqual([['quai', 'jetee']]);
  });

  it('takes no word from a group a match may skip or repeat, nor from a lookaround', () => {
    expect(requiredLiterals(/(?:grand )?(?:bateau|navire)?port/)).toEqual({ all: ['port'], groups: [] });
    expect(requiredLiterals(/(?:vague|houle){2}x/)).toBeNull();
    expect(requiredLiterals(/(?=phare)\w+ (?<!balise)x/)).toBeNull();
    expect(requiredLiterals(/(?:ile|(?:re)?cif)x/)).toEqual({ all: [], groups: [['ile', 'cif']] });
    expect(requiredLiterals(/(?:ile|[a-z]+)x/)).toBeNull();
  });

  it('reads an alternative written in signs alone, an arrow between two amounts, as a word', () => {
    expect(requiredLiterals(/\bmontant\b[^\n]{0,20}\d[ ]*(?:→|->|=>|⇒)[ ]*\d/)).toEqual({ all: ['montant'], groups: [['→', '->', '=>', '⇒']] });
    expect(groups(/\d (?:=>|jusqu'a|—) \d/)).toEqual([['=>', "jusqu'a", '—']]);
    // Both groups are needed; the one whose words are longer is asked first.
    expect(groups(/(?:->|=>) (?:hausse|baisse)/)).toEqual([['hausse', 'baisse'], ['->', '=>']]);
  });

  it('reads no sign that nearly every notice holds, nor one a line break read as a space may change', () => {
    expect(requiredLiterals(/\d(?:-|:)\d/)).toBeNull();
    expect(requiredLiterals(/\d(?:->|-)\d/)).toBeNull();
    expect(requiredLiterals(/\d(?:- >|=>)\d/)).toBeNull();
    expect(requiredLiterals(/\d(?:\.>|=>)\d/)).toBeNull();
    expect(requiredLiterals(/\d(?:=>|[-=]>)\d/)).toBeNull();
  });

  it('lets every text the pattern matches through, whichever arrow it prints, and turns away a text without one', () => {
    const pattern = /\bsolde\b[^\n]{0,20}\d[ ]*(?:→|->|=>|⇒)[ ]*\d/;
    for (const arrow of ['→', '->', '=>', '⇒']) {
      const text = `solde : 12 ${arrow} 15`;
      expect(pattern.test(text), arrow).toBe(true);
      expect(mayMatch(pattern, text), arrow).toBe(true);
    }
    expect(mayMatch(pattern, 'solde : 12 puis 15')).toBe(false);
    expect(mayMatch(pattern, 'solde : 12 - > 15')).toBe(false);
  });

  it('reads, for a pattern of alternatives at its top, one word each alternative needs', () => {
    expect(requiredLiterals(/judiciaire|tribunal/)).toEqual({ all: [], groups: [['judiciaire', 'tribunal']] });
    expect(groups(/\bnavire a quai\b|\b(?:pirogue|goelette) au mouillage\b/)).toEqual([['navire', 'mouillage']]);
    // An alternative's longest plain word, or its group when the group's shortest word is longer.
    expect(groups(/\bpas de pirogue\b|\b(?:ile|recif) au mouillage\b/)).toEqual([['pirogue', 'mouillage']]);
    expect(groups(/\bpas de pirogue\b|\b(?:pirogue|goelette) a quai\b/)).toEqual([['pirogue', 'goelette']]);
    expect(groups(/\bpas de pirogue\b|\b(?:pirogue|goelette) a\b/)).toEqual([['pirogue', 'goelette']]);
    expect(groups(/\bcargo\b|\d (?:->|=>) \d/)).toEqual([['cargo', '->', '=>']]);
    expect(groups(/\bcargo\b|→/)).toEqual([['cargo', '→']]);
  });

  it('gives none for a pattern of alternatives when one of them needs no word', () => {
    expect(requiredLiterals(/\bcargo\b|\d+/)).toBeNull();
    expect(requiredLiterals(/recif|\bde\b/)).toBeNull();
    expect(requiredLiterals(/recif|(?:lagon)?/)).toBeNull();
    expect(requiredLiterals(/recif|-/)).toBeNull();
  });

  it('lets through a text any alternative matches, and turns away a text that holds no alternative\'s word', () => {
    const pattern = /\b(?:ne pas|refuse de) (?:vendre|ceder) le navire\b|\bsans (?:la |une )?vente\b|\bpirogue a quai\b/;
    for (const text of ['il refuse de ceder le navire', 'le port reste sans vente', 'une pirogue a quai']) {
      expect(pattern.test(text), text).toBe(true);
      expect(mayMatch(pattern, text), text).toBe(true);
    }
    expect(mayMatch(pattern, 'il cede la goelette au port')).toBe(false);
  });

  it('reads every group a match needs, rarest first, each as one word per alternative', () => {
    expect(requiredLiterals(/\b(?:il|elle) (?:a|ont) (?:vendu|loue) (?:la|sa) (?:pirogue|goelette)\b/)).toEqual({ all: [], groups: [['pirogue', 'goelette'], ['vendu', 'loue']] });
    expect(requiredLiterals(/\bquai (?:nord|sud) (?:ferme|ouvert)\b/)).toEqual({ all: ['quai'], groups: [['ferme', 'ouvert'], ['nord', 'sud']] });
  });

  it('reads an alternative by its own groups when it writes no word plainly', () => {
    expect(requiredLiterals(/\b(?:(?:il|on) (?:plonge|nage)|baignade) au lagon\b/)).toEqual({ all: ['lagon'], groups: [['plonge', 'nage', 'baignade']] });
    expect(groups(/\b(?:(?:il|on) (?:plonge|nage)+|baignade) au lagon\b/)).toEqual([]);
  });

  it('reads a comparison sign alone as a word, not a sign of ordinary prose', () => {
    expect(groups(/\bniveau\s*(?:<|\bsous\b)\s*\d/)).toEqual([['<', 'sous']]);
    expect(groups(/\bniveau\s*(?:>|\bsur\b)\s*\d/)).toEqual([['>', 'sur']]);
    expect(groups(/\bniveau\s*(?:=|\begal\b)\s*\d/)).toEqual([]);
  });

  it('lets through every text that matches, whichever word of each group it prints, and turns away one that lacks a group', () => {
    const pattern = /\b(?:(?:a|ont) (?:hisse|affale)|hissent) (?:la|une) (?:voile|misaine)\b|\bniveau\s*(?:<|\binf\.)\s*\d/;
    const texts = ['le skipper a hisse la voile', 'ils ont affale une misaine', 'les marins hissent la misaine', 'niveau < 3', 'niveau inf. 2'];
    for (const text of texts) {
      expect(pattern.test(text), text).toBe(true);
      expect(mayMatch(pattern, text), text).toBe(true);
    }
    const branches = /\b(?:il|elle) (?:a|ont) (?:vendu|loue) (?:la|sa) (?:pirogue|goelette)\b/;
    for (const text of ['elle a loue sa goelette', 'il a vendu la pirogue']) expect(mayMatch(branches, text), text).toBe(true);
    expect(mayMatch(branches, 'elle a repeint sa goelette')).toBe(false);
    expect(mayMatch(branches, 'il a vendu la maison')).toBe(false);
  });

  it('gives none when no word is needed', () => {
    expect(requiredLiterals(/[a]cc/)).toBeNull();
    expect(requiredLiterals(/\bde\b/)).toBeNull();
    expect(requiredLiterals(/\bavis\b/i)).toBeNull();
  });

  it('never rejects a text the pattern matches, as printed or with its line breaks read as spaces', () => {
    const pattern = /\bconstitutions?\s+de la\b/;
    expect(mayMatch(pattern, 'la constitution\nde la societe')).toBe(true);
    expect(mayMatch(pattern, 'la dissolution de la societe')).toBe(false);
    expect(mayMatch(/\b(?:cession|vente) du fonds\b/, 'vente du fonds')).toBe(true);
    expect(mayMatch(/\b(?:cession|vente) du fonds\b/, 'achat du fonds')).toBe(false);
    expect(mayMatch(/\b(?:cession|vente) du fonds\b/, 'vente du bail')).toBe(false);
    expect(mayMatch(/\b(?:a|b)\b/, 'anything')).toBe(true);
    expect(mayMatch(/\b(?:il|elle) (?:grimpe|saute) haut\b/, 'elle\nsaute haut')).toBe(true);
    expect(mayMatch(/\b(?:il|elle) (?:grimpe|saute) haut\b/, 'elle nage haut')).toBe(false);
  });
});

describe('oneOfWords: one scan for whether a text holds one of some words', () => {
  it('holds exactly when one word is in the text, however the words are written', () => {
    const words = ['a.b', 'x|y', '(c)', 'd*', "jusqu'", 'MM.', 'é', '[z]', '\\n', 'ocataire-g'];
    const holds = oneOfWords(words);
    const texts = ['', 'aXb', 'a.b', 'x', 'x|y', 'c', '(c)', 'dd', 'd*', "jusqu'alors", 'MM', 'MM. X', 'e', 'é', 'z', '[z]', 'n', '\\n', 'locataire-gerant', 'ocataire g'];
    for (const text of texts) expect(holds.test(text), text).toBe(words.some((w) => text.includes(w)));
  });
});

describe('testWhereWords: a rare pattern run only where its words are', () => {
  it("gives the pattern's own answer on texts with and without its words", () => {
    // Made up: a notice's opening, and the same with a hearing adjourned.
    const adjourned = /\bavis de renvoi\b|\b(?:est|sont) renvoyee?s? a (?:l'|une )audience\b/;
    const texts = ['', 'la sarl x est transferee a koumac', "l'affaire est renvoyee a l'audience du 3 mars", 'avis de renvoi', 'renvoi', 'audience publique', "est renvoyee a une audience"];
    for (const text of texts) expect(testWhereWords(adjourned, text), text).toBe(adjourned.test(text));
  });

  it('reads a pattern whose alternatives need nothing as the pattern itself', () => {
    const any = /\d{3}|societe/;
    for (const text of ['123', 'la societe', 'rien']) expect(testWhereWords(any, text), text).toBe(any.test(text));
  });
});
