/**
 * What the fitted models of the reader (subject-model.ts, name-model.ts) share: weights checked
 * against the features the code computes, and a candidate's score as their dot product.
 */

/** The model's weights when it was fitted on the code's features, in their order; otherwise a model written for other features is refused. */
export function checkedWeights(what: string, modelFeatures: readonly string[], codeFeatures: readonly string[], weights: readonly number[]): readonly number[] {
  if (modelFeatures.length !== codeFeatures.length || modelFeatures.some((f, i) => f !== codeFeatures[i])) {
    throw new Error(`[normalise] ${what} model features do not match the code's (${modelFeatures.length} vs ${codeFeatures.length}): run npm run train:normaliser`);
  }
  return weights;
}

export function dotProduct(weights: readonly number[], x: readonly number[]): number {
  let s = 0;
  for (let k = 0; k < x.length; k += 1) s += weights[k]! * x[k]!;
  return s;
}
