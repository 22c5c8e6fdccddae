/**
 * An identifier the text itself says is wrong: a correction gives the right number beside the one
 * printed earlier ('le bon numéro est 1 234 567.001 (et non 7 654 321.001)', 'remplacer RIDET
 * 7 654 321.001 par RIDET 1 234 567.001', 'le numéro 7 654 321.001 est erroné'). The wrong one is
 * no company's identifier: the corrected one is the company's. A rectificatif whose values are
 * quoted is read as corrected before (rectificatif.ts); these are the unquoted wordings, in a
 * rectificatif or in a plain mail. Folded text.
 */

// The number named as the wrong one: after 'et non', 'au lieu de', 'en lieu et place de', 'remplacer'.
const WRONG_BEFORE = /(?:\bet non(?: pas)?|\bau lieu d[eu']|\ben lieu et place d[eu']|\bremplac(?:er|ez|ant|e)|\bcorriger|\bcorrigez)\s*:?\s*(?:(?:le|du|la|l'|de la|notre)\s+)?(?:(?:bon |mauvais |faux )?(?:n°|numero|identifiant)\s*)?(?:(?:ridet|rid)\s*)?(?:n°\s*)?:?\s*[«"“(]?\s*$/;
// The number said printed by mistake right before it ('le numéro a été imprimé par erreur « RIDET 7 654 321.001 »').
const PRINTED_BY_MISTAKE_BEFORE = /\b(?:imprime|publie|indique|mentionne|porte|inscrit|ecrit|reporte)e?s? (?:par erreur|a tort|erronement)\s*:?\s*[«"“]?\s*(?:(?:ridet|rid)\s*)?(?:n°\s*)?:?\s*$/;
// The number said to be wrong right after it ('… est erroné', '(erroné)', ', inexact,').
const WRONG_AFTER = /^\s*[»"”]?\s*(?:\(\s*)?(?:,\s*)?(?:(?:qui )?(?:est|etait|etaient|a ete|avait ete) (?:errone|inexact|faux|incorrect|mal (?:indique|imprime|reporte))|errone|inexact|incorrect)e?s?\b/;

// The number's noun said wrong before it, the number in brackets or after a colon ('comportait un
// numéro RIDET erroné (7 654 321.001)', 'identifiant inexact : 7 654 321.001').
const WRONG_NOUN_BEFORE = /\b(?:n°|numero|identifiant)(?:\s+(?:ridet|rid))?\s+(?:errone|inexact|faux|incorrect)e?s?\s*[:(«"“]\s*$/;
// Said to be another company's right after it ('(7 654 321.001), qui correspond à une autre entreprise').
const OTHER_COMPANYS_AFTER = /^\s*[)»"”]?\s*,?\s*(?:qui )?(?:correspond|appartient|est attribue|se rapporte) a une autre (?:entreprise|societe)/;

// The number the earlier notice printed, said to be another company's ('le numéro RIDET indiqué,
// 1 005 396.001, est celui de la société sœur X'): a correction names whose it is instead of calling
// it wrong; the printed number is not the notice's company's.
const PRINTED_NUMBER_BEFORE = /\ble (?:n°|numero|identifiant)(?:\s+(?:ridet|rid))?\s+(?:indique|mentionne|imprime|publie|porte)\s*,?\s*:?\s*$/;
const ANOTHER_OWNER_AFTER = /^\s*[)»"”]?\s*,?\s*(?:est|etait) (?:celui|celle) d(?:e la |e l'|'une )(?:autre )?(?:societe|entreprise)\b/;

// The company a notice was published under by mistake, named with its number in the same clause
// ('l'avis … a été publié par erreur sous la dénomination et le numéro de la société X, SARL,
// RIDET …'): the notice concerned another company.
const PUBLISHED_UNDER_BEFORE = /\b(?:publie|paru|insere)e?s? (?:par erreur|a tort|erronement) sous (?:le nom|la denomination|la raison sociale|le numero|l'identifiant|le ridet|les references|l'immatriculation)\b[^.;\n]{0,140}$/;
// The same told the other way round, the mistake said after the number ('l'avis publié le 19
// novembre sous le nom de la société X, SARL, RIDET …, l'a été par erreur').
const PUBLISHED_UNDER = /\b(?:publie|paru|insere)e?s?\b[^.;\n]{0,60}? sous (?:le nom|la denomination|la raison sociale|le numero|l'identifiant|le ridet|les references|l'immatriculation)\b[^.;\n]{0,140}$/;
const MISTAKE_AFTER = /^[^.;\n]{0,40}?\b(?:l'a ete|l'ont ete|l'avait ete) (?:par erreur|a tort|erronement)/;

/** Whether the identifier whose folded neighbouring words are `before` and `after` is said to be a wrong number. */
export function saidToBeWrong(before: string, after: string): boolean {
  const near = before.slice(-80);
  const next = after.slice(0, 80);
  return WRONG_BEFORE.test(near) || PRINTED_BY_MISTAKE_BEFORE.test(near) || WRONG_NOUN_BEFORE.test(near) || WRONG_AFTER.test(next) || OTHER_COMPANYS_AFTER.test(next) || (PRINTED_NUMBER_BEFORE.test(near) && ANOTHER_OWNER_AFTER.test(next)) || PUBLISHED_UNDER_BEFORE.test(before.slice(-240)) || (MISTAKE_AFTER.test(next) && PUBLISHED_UNDER.test(before.slice(-240)));
}
