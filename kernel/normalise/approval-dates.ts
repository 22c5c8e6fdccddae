/**
 * The approval (agrément) that lets an act be made, read on folded text by french-date.ts's act
 * rules: a transferee approved by the associates or the president before the shares are sold
 * (`cédé … à Mme X, agréée par décision du président du 2 juillet`, `Agrément : décision unanime des
 * associés du …`, `après agrément donné par le président le …`), a pledge approved by the company.
 * The approval precedes the deed it allows: the deed is the act, so the approval's date scores below
 * a deed's (about a bare date's when the notice dates nothing else).
 */

/** Scored on the phrase since the last comma before the date (french-date.ts's `near`). */
export const APPROVAL_NEAR_RULES: ReadonlyArray<readonly [RegExp, number]> = [
  [/\bagre(?:ee?s?|ment)\b[^,;.\n]{0,80}$/, -45],
];
