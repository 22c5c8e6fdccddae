import { describe, expect, it } from 'vitest';
import { procedureStage } from '../../../kernel/model/procedure-stage.ts';

describe('procedureStage', () => {
  it('reads the kind of a procedure and its stage from a court notice, the kind it leads to first', () => {
    expect(procedureStage('JUGEMENT', 'ouverture d’une procédure de sauvegarde')).toEqual({ type: 'sauvegarde', etape: 'ouverture' });
    expect(procedureStage('REDRESSEMENT JUDICIAIRE', '')).toEqual({ type: 'redressement_judiciaire', etape: 'ouverture' });
    expect(procedureStage('JUGEMENT', 'conversion du redressement judiciaire en liquidation judiciaire')).toEqual({ type: 'liquidation_judiciaire', etape: 'conversion' });
    expect(procedureStage('JUGEMENT', 'arrête le plan de cession de l’entreprise au profit de la société X')).toEqual({ type: null, etape: 'plan_cession' });
    expect(procedureStage('PLAN DE SAUVEGARDE', 'le tribunal arrête le plan de sauvegarde')).toEqual({ type: 'sauvegarde', etape: 'plan_continuation' });
    expect(procedureStage('JUGEMENT', 'résolution du plan de redressement et ouverture d’une liquidation judiciaire')).toEqual({ type: 'liquidation_judiciaire', etape: 'resolution_plan' });
    expect(procedureStage('CLÔTURE', 'clôture de la liquidation judiciaire pour insuffisance d’actif')).toEqual({ type: 'liquidation_judiciaire', etape: 'cloture' });
  });
});
