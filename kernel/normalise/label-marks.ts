/**
 * The marks a compositor closes a field's label with instead of a colon (`Loueur // X`,
 * `PROPRIÉTAIRE → X`, `Absorbée ▸ X`): a regex source, spaced on both sides where it is used. One
 * declaration for the readers of party labels (subject-ridet.ts, company-mentions.ts,
 * business-tenant.ts).
 */
// Every arrow pointing right, in Unicode's arrow blocks and dingbats (`→`, `⟶`, `⇒`, `➜`, `⤏`), the double and white
// arrows pointing left too (`Absorbée ⇐ X`: after a party's label, an arrow says the value follows, whichever way it
// points; the single `←` is left out, a value's label after it as well, `X ← dén.`), the triangles black or white, and
// the double angles no quote uses (`⟫`, `≫`), a box-drawing rule (`absorbée ── X`), and the arrows typed in ASCII (`>>`, `->`, `=>`).
export const LABEL_MARK = String.raw`(?:\/\/|>>|-+>|=+>|[→⇒⇨⟶⟹⟼⤍⤏⤑⥤⇐⟸⇦➔➙➛➜➝➞➟➠➡➢➣➤➥➦➧➨➩➪➫➬➭➮➯➱➲➳➴➵➶➷➸➹➺➻➼➽➾]|▸|►|▶|▹|▻|▷|⟫|≫|─{2,})`;
