/**
 * The marks a compositor closes a field's label with instead of a colon (`Loueur // X`,
 * `PROPRIÉTAIRE → X`, `Absorbée ▸ X`): a regex source, spaced on both sides where it is used. One
 * declaration for the readers of party labels (subject-ridet.ts, company-mentions.ts,
 * business-tenant.ts).
 */
// Every arrow pointing right, in Unicode's arrow blocks and dingbats (`→`, `⟶`, `⇒`, `➜`, `⤏`), the triangles black or white, and
// the double angles no quote uses (`⟫`, `≫`), a box-drawing rule (`absorbée ── X`), and the arrows typed in ASCII (`>>`, `->`, `=>`).
export const LABEL_MARK = String.raw`(?:\/\/|>>|-+>|=+>|[→⇒⇨⟶⟹⟼⤍⤏⤑⥤➔➙➛➜➝➞➟➠➡➢➣➤➥➦➧➨➩➪➫➬➭➮➯➱➲➳➴➵➶➷➸➹➺➻➼➽➾]|▸|►|▶|▹|▻|▷|⟫|≫|─{2,})`;
