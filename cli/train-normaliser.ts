import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadWriterGroups } from '../pipeline/evaluate/writer-groups.ts';
import { fitDateOnGroups, fitNameOnGroups, fitOnGroups, fitInsertionEventOnGroups, fitRunNameOnGroups, fitTypeFallbackOnGroups, fitTypeOnGroups } from '../pipeline/train-normaliser/subject-model-reader.ts';
import { renderDateWeights, renderInsertionEventWeights, renderNameWeights, renderRunNameWeights, renderSubjectWeights, renderTypeFallbackWeights, renderTypeWeights } from '../pipeline/train-normaliser/render-weights.ts';
import { LABELLED_CORPORA } from '../pipeline/evaluate/labelled-corpora.ts';
import { TYPE_FALLBACK_CLASSES } from '../kernel/normalise/index.ts';
import { frenchError, isEntryPoint, processIo } from './command-line.ts';

const WEIGHTS_FILE = fileURLToPath(new URL('../kernel/normalise/subject-weights.ts', import.meta.url));
const NAME_WEIGHTS_FILE = fileURLToPath(new URL('../kernel/normalise/name-weights.ts', import.meta.url));
const RUN_NAME_WEIGHTS_FILE = fileURLToPath(new URL('../kernel/normalise/run-name-weights.ts', import.meta.url));
const TYPE_WEIGHTS_FILE = fileURLToPath(new URL('../kernel/normalise/type-weights.ts', import.meta.url));
const DATE_WEIGHTS_FILE = fileURLToPath(new URL('../kernel/normalise/date-weights.ts', import.meta.url));
const INSERTION_EVENT_WEIGHTS_FILE = fileURLToPath(new URL('../kernel/normalise/insertion-event-weights.ts', import.meta.url));
const TYPE_FALLBACK_WEIGHTS_FILE = fileURLToPath(new URL('../kernel/normalise/type-fallback-weights.ts', import.meta.url));

/**
 * `npm run train:normaliser [-- <corpus dir>...]`: fits the subject model on every writer group of
 * the labelled corpora (LABELLED_CORPORA by default: ../shared's three and the held-out groups) and writes kernel/normalise/subject-weights.ts; then
 * the dénomination model, written to kernel/normalise/name-weights.ts, the short insertions' run
 * name model, to kernel/normalise/run-name-weights.ts, the type model, written
 * to kernel/normalise/type-weights.ts, the date model, to kernel/normalise/date-weights.ts, and the
 * type fallback (asked where the rules name no event), to kernel/normalise/type-fallback-weights.ts,
 * and the short insertions' event model (asked where both name none), to kernel/normalise/insertion-event-weights.ts.
 * Deterministic: the same corpora give the same file.
 */
export async function trainNormaliser(dirs: readonly string[], out: (line: string) => void): Promise<number> {
  const groups = await loadWriterGroups(dirs.length > 0 ? dirs : LABELLED_CORPORA);
  const fitted = fitOnGroups(groups);
  const texts = groups.reduce((n, g) => n + g.cases.length, 0);
  await fs.writeFile(WEIGHTS_FILE, renderSubjectWeights(fitted, { groups: groups.map((g) => g.name), texts }));
  const { calibration, model } = fitted;
  out(`Modèle du sujet ajusté sur ${texts} textes (${groups.length} groupes) : seuil ${model.threshold.toFixed(3)}, probabilité minimale ${(model.minProbability ?? 0).toFixed(3)}, ${calibration.right}/${calibration.published} décisions justes hors échantillon sur ${calibration.sets} ensembles de candidats.\n`);
  out(`Écrit : ${path.relative(process.cwd(), WEIGHTS_FILE)}\n`);
  const names = fitNameOnGroups(groups);
  await fs.writeFile(NAME_WEIGHTS_FILE, renderNameWeights(names, { groups: groups.map((g) => g.name), texts }));
  out(`Modèle de la dénomination ajusté : seuil ${names.model.threshold.toFixed(3)}, ${names.calibration.right}/${names.calibration.published} noms justes hors échantillon sur ${names.calibration.sets} ensembles d’au moins deux noms.\n`);
  out(`Écrit : ${path.relative(process.cwd(), NAME_WEIGHTS_FILE)}\n`);
  const runNames = fitRunNameOnGroups(groups);
  await fs.writeFile(RUN_NAME_WEIGHTS_FILE, renderRunNameWeights(runNames, { groups: groups.map((g) => g.name), texts }));
  out(`Modèle du nom des insertions courtes ajusté : seuil ${runNames.model.threshold.toFixed(3)}, ${runNames.calibration.right}/${runNames.calibration.published} noms justes hors échantillon sur ${runNames.calibration.sets} insertions.\n`);
  out(`Écrit : ${path.relative(process.cwd(), RUN_NAME_WEIGHTS_FILE)}\n`);
  const types = fitTypeOnGroups(groups);
  await fs.writeFile(TYPE_WEIGHTS_FILE, renderTypeWeights(types, { groups: groups.map((g) => g.name), texts }));
  out(`Modèle du type ajusté : seuil ${types.model.threshold.toFixed(3)}, ${types.calibration.right}/${types.calibration.published} types justes hors échantillon sur ${types.calibration.sets} ensembles d’au moins deux types.\n`);
  out(`Écrit : ${path.relative(process.cwd(), TYPE_WEIGHTS_FILE)}\n`);
  const dates = fitDateOnGroups(groups);
  await fs.writeFile(DATE_WEIGHTS_FILE, renderDateWeights(dates, { groups: groups.map((g) => g.name), texts }));
  out(`Modèle de la date ajusté : seuil ${dates.model.threshold.toFixed(3)}, ${dates.calibration.right}/${dates.calibration.published} dates justes hors échantillon sur ${dates.calibration.sets} ensembles d’au moins deux dates.\n`);
  out(`Écrit : ${path.relative(process.cwd(), DATE_WEIGHTS_FILE)}\n`);
  const fallback = fitTypeFallbackOnGroups(groups);
  await fs.writeFile(TYPE_FALLBACK_WEIGHTS_FILE, renderTypeFallbackWeights(fallback, TYPE_FALLBACK_CLASSES, { groups: groups.map((g) => g.name), texts }));
  out(`Type de repli ajusté : seuil ${fallback.model.threshold.toFixed(3)}, ${fallback.calibration.right}/${fallback.calibration.published} types justes hors échantillon sur ${fallback.calibration.examples} annonces, ${fallback.calibration.features} mots gardés.\n`);
  out(`Écrit : ${path.relative(process.cwd(), TYPE_FALLBACK_WEIGHTS_FILE)}\n`);
  const events = fitInsertionEventOnGroups(groups);
  await fs.writeFile(INSERTION_EVENT_WEIGHTS_FILE, renderInsertionEventWeights(events, { groups: groups.map((g) => g.name), texts }));
  out(`Modèle de l’événement des insertions courtes ajusté : seuil ${events.model.threshold.toFixed(3)}, ${events.calibration.right}/${events.calibration.published} types justes hors échantillon sur ${events.calibration.sets} insertions sans type.\n`);
  out(`Écrit : ${path.relative(process.cwd(), INSERTION_EVENT_WEIGHTS_FILE)}\n`);
  return 0;
}

if (isEntryPoint(import.meta.url)) {
  const io = processIo();
  trainNormaliser(process.argv.slice(2), io.out).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      io.err(`${frenchError(error)}\n`);
      process.exitCode = 2;
    },
  );
}
