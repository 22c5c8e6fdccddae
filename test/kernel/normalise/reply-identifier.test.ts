import { describe, expect, it } from 'vitest';
import { parseNoticeText } from '../../../kernel/normalise/index.ts';
import { noticeOf } from './notice-helpers.ts';

// Replies made up for this reading (2026-12-01, wt-tabmail): a company's manager or accountant
// sends the identifier the newspaper asked for, above the notice it answers. Every RID passes the
// check; no company or person is a corpus one.

const quotedDissolution = [
  'Bonjour,',
  'La SARL KAORI BOIS, au capital de 1 000 000 F CFP, dont le siège est à Bourail, a été dissoute par décision de l’associé unique du 30 octobre 2026. Liquidateur : M. Marc WÉA.',
  'Pour avis.',
].join('\n');

describe('an identifier given in a reply above the notice it answers', () => {
  it('completes a forwarded notice without identifier with the number the reply gives in words', () => {
    const text = ['Bonsoir,', 'voici le numéro : 1 234 574.001', 'Bonne soirée', 'Marc', '', '-----Message d’origine-----', 'De : Marc Wéa', 'Envoyé : lundi 2 novembre 2026 09:12', 'Objet : annonce dissolution', '', quotedDissolution].join('\n');
    const notice = noticeOf(text);
    expect(notice.ridet).toBe('1234574001');
    expect(notice.denomination).toBe('KAORI BOIS');
  });

  it('reads the number given in other words, under another forward marker', () => {
    const text = ['j’avais oublié le ridet de la société, c’est le 1402205-001', '', '---------- Forwarded message ---------', 'From: Marc Wéa <marc@exemple.nc>', 'Date: lun. 2 nov. 2026', 'Subject: avis', '', quotedDissolution].join('\n');
    expect(noticeOf(text).ridet).toBe('1402205001');
  });

  it('never reads the number of the firm that signs the cover note', () => {
    const text = ['Bonjour,', 'Je vous transmets l’annonce de notre client.', 'Cordialement,', 'Luc Bernard', 'CABINET BERNARD CONSEIL – RIDET 1598705.001', '', '-------- Message transféré --------', 'De : Marc Wéa', 'Date : 3 novembre 2026', 'Objet : dissolution', '', quotedDissolution].join('\n');
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok ? result.notice.ridet : result.quarantine.reason).toBe('ridet_absent');
  });

  it('never reads the number of a company the reply names by its form, whichever form', () => {
    for (const form of ['sarl', 'selas', 'scop']) {
      const text = [`pour info le ridet de notre ${form} est le 1 598 705.001`, '', '-----Message d’origine-----', 'De : Marc Wéa', 'Envoyé : lundi 2 novembre 2026 09:12', '', quotedDissolution].join('\n');
      const result = parseNoticeText(text, { reference: 't' });
      expect(result.ok ? result.notice.ridet : result.quarantine.reason, form).toBe('ridet_absent');
    }
  });

  it('never reads the number a forwarder gives for its own billing', () => {
    const text = ['Bonjour, pour la facturation notre ridet est le 1 598 705.001', '', '-----Message d’origine-----', 'De : Marc Wéa', 'Envoyé : lundi 2 novembre 2026 09:12', '', quotedDissolution].join('\n');
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok ? result.notice.ridet : result.quarantine.reason).toBe('ridet_absent');
  });

  it('leaves a reply that gives two numbers unread: it does not say which is the company’s', () => {
    const text = ['voici les numéros : 1 234 574.001 et 1 402 205.001', '', '-----Message d’origine-----', 'De : Marc Wéa', 'Envoyé : lundi 2 novembre 2026 09:12', '', quotedDissolution].join('\n');
    const result = parseNoticeText(text, { reference: 't' });
    expect(result.ok ? result.notice.ridet : result.quarantine.reason).toBe('ridet_absent');
  });
});
