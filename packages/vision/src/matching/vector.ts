/** Scales a vector to unit length so that a dot product of two is their cosine similarity. */
export function normalise(values: ArrayLike<number>): Float32Array {
  const vector = Float32Array.from(values);
  const norm = Math.sqrt(dot(vector, vector));
  if (norm > 0) for (let i = 0; i < vector.length; i++) vector[i] = (vector[i] ?? 0) / norm;
  return vector;
}

export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error(`Embeddings differ in length: ${a.length} and ${b.length}`);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** Cosine similarity, -1..1; the vectors need not be normalised. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const norms = Math.sqrt(dot(a, a) * dot(b, b));
  return norms > 0 ? dot(a, b) / norms : 0;
}
