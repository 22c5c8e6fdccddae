/**
 * A person only proposed for an office, not appointed: 'la province propose la désignation de M. X
 * en qualité de liquidateur', 'propose à l'assemblée la nomination de Mme Y comme gérante'. The
 * body that proposes (a shareholder, a province, a board) does not appoint; the office is the
 * company's to give later, so the person holds none yet (folded words before the name).
 */
export const PROPOSED_BEFORE = /\b(?:propose|proposent|proposera|proposeront)\b[^.;:]{0,60}?\b(?:la |sa )?(?:designation|nomination|candidature)\s+(?:de|d')\s*$/;
