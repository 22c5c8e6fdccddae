/**
 * A liberal profession's company names its profession right after its form ('la SELARL d'avocats
 * X', 'la société civile professionnelle de géomètres-experts X', 'la SCP de notaires associés X'):
 * the profession describes the form, as the form does, and the name in capitals after it is the
 * company's name.
 */

/**
 * The profession after a form, over the printed text: 'de' or 'd'' and one to three words in lower
 * case, the first of four letters at least ('d'avocats', 'de chirurgiens-dentistes', 'de
 * pharmaciens d'officine').
 */
export const PROFESSION_AFTER_FORM = String.raw`(?:\s+(?:d['’]|de\s+)\p{Ll}{2}[\p{Ll}-]{2,}(?:[ ](?:d['’]|de[ ])?\p{Ll}[\p{Ll}-]+){0,2})`;
