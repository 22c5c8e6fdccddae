import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// A letter its readers subscribe to publishes its notices the day it is sent; a firm's mail to a
// paper dates no publication. Every text is made up for the reading (RID 1 234 566 passes the check).

const notice = [
  'TRANSFERT DE SIÈGE',
  '',
  'La société KAORI BOIS, SARL au capital de 1 000 000 F CFP, RIDET 1 234 566.001, a transféré son siège',
  'au 3, allée des Fougères, 98839 Dumbéa, par décision de la gérance du 2 novembre 2026.',
].join('\n');

describe("a newsletter's sending", () => {
  it("dates the notices of a subscribed letter's mail by its Date header", () => {
    const text = ['De : La Lettre du Grand Nouméa <infos@grand-noumea.nc>', 'Date : ven. 13 nov. 2026 06:30', 'Objet : Les annonces de la semaine', '', notice, '', 'Vous recevez ce courriel car vous êtes abonné(e). Se désabonner'].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'KAORI BOIS', 'SARL', '1234566001', '2026-11-13']);
  });

  it("dates them by the letter's own 'envoyée le', at its head or its foot", () => {
    expect(identityOf(['LE FIL DU PACIFIQUE — n° 9 — envoyée le 16/11/2026', '', notice].join('\n'))).toEqual(['siege', 'KAORI BOIS', 'SARL', '1234566001', '2026-11-16']);
    expect(identityOf([notice, '', 'Lettre réservée à nos abonnés. Envoyée le lundi 16 novembre 2026.'].join('\n'))).toEqual(['siege', 'KAORI BOIS', 'SARL', '1234566001', '2026-11-16']);
  });

  it("dates them by the letter's issue day, 'newsletter du …'", () => {
    expect(identityOf(['LE FIL DU PACIFIQUE', '', notice, '', 'Le Fil du Pacifique — newsletter du lundi 16 novembre 2026 — pour vous désabonner, cliquez ici.'].join('\n'))).toEqual(['siege', 'KAORI BOIS', 'SARL', '1234566001', '2026-11-16']);
  });

  it("leaves a firm's mail to a paper undated by its headers", () => {
    const text = ['De : Cabinet Waia <secretariat@cabinet-waia.nc>', 'Envoyé : vendredi 13 novembre 2026 17:03', 'À : annonces@journal.nc', 'Objet : annonce à publier', '', notice].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'KAORI BOIS', 'SARL', '1234566001', '2026-11-02']);
  });
});
