// Written by `npm run train:normaliser` (pipeline/train-normaliser): do not edit by hand.
import type { NameModel } from './name-model.ts';
import { NAME_FEATURES } from './name-candidates.ts';

export const NAME_MODEL: NameModel = {
  features: NAME_FEATURES,
  weights: NAME_FEATURES.map((f) => (f === 'first_reading' ? 1 : 0)),
  threshold: 0,
};
