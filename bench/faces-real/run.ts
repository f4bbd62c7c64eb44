// The real-photo benchmark (issue 41): detection on dlib's annotated photos, verification and a
// simulated facility's day on deepface's photos. Small on CPU: one worker thread, some 80 photos.
import { EMBEDDING_MODEL, MATCH_THRESHOLD } from '@hibi/vision';
import { createDetectionPool } from '../faces/pool.ts';
import { REAL_DATA_DIR, realDataDirs } from './data-dir.ts';
import { runDay } from './day.ts';
import { detectDeepface } from './deepface-faces.ts';
import { chooseThreshold, judgeDay, policyAt } from './delivery.ts';
import { DOGS, runDlibDetection, UPSCALE } from './dlib-detection.ts';
import { makeFacility } from './facility.ts';
import { missesOf } from './misses.ts';
import { printDelivery } from './report-delivery.ts';
import { printDetection } from './report-detection.ts';
import { printMisses } from './report-misses.ts';
import { printProtection } from './report-protection.ts';
import { printVerification } from './report-verification.ts';
import { allPairs, scorePairs } from './verification.ts';

/** One thread: the machine is shared, and the photos are few. */
const WORKERS = 1;

export async function runRealBench() {
  const dirs = realDataDirs();
  if (!dirs) {
    console.log(
      `Real-photo face benchmark skipped: ${REAL_DATA_DIR} (dlib-examples/, deepface/) is not there.`,
    );
    return;
  }
  const started = performance.now();
  console.log(
    `Face benchmark on real photos (${REAL_DATA_DIR}), ${WORKERS} worker thread, embeddings ${EMBEDDING_MODEL}.`,
  );
  console.log(
    "Adults, not children; dlib's photos are PASCAL VOC, deepface's are of public figures: read every figure with that in mind.",
  );
  const pool = createDetectionPool(WORKERS);
  const [dlib, deepface] = await Promise.all([
    runDlibDetection(pool, dirs.dlib),
    detectDeepface(pool, dirs.deepface),
  ]);
  await pool.close();

  printDetection(dlib);

  const labelled = deepface.photos.filter((p) => p.identity !== null);
  printVerification(deepface, scorePairs(deepface.pairs, labelled), scorePairs(allPairs(labelled), labelled));

  const facility = makeFacility(deepface.identities, labelled);
  const day = [...facility.halves[0], ...facility.halves[1]];
  const whole = runDay(facility.children, day, policyAt(MATCH_THRESHOLD));
  // Photos nobody labelled, and what was found on the dogs, against the same children.
  const group = deepface.photos
    .filter((p) => p.identity === null)
    .map((p) => ({ file: p.file, truth: 'unlabelled', enrolled: false, faces: p.faces }));
  const dogFaces = dlib.falseDetections.filter((f) => f.file === DOGS && !f.upscaled).map((f) => f.face);
  group.push({ file: DOGS, truth: 'dog', enrolled: false, faces: dogFaces });
  printDelivery({
    ...facility,
    whole,
    chosen: chooseThreshold(facility.children, facility.halves[0]),
    judge: (photos, t) => judgeDay(facility.children, photos, t),
    group: runDay(facility.children, group, policyAt(MATCH_THRESHOLD)),
  });
  printMisses(missesOf(whole), day.filter((p) => p.enrolled).length);
  printProtection(facility.children, whole);

  const cpu = [...dlib.cpuMs, ...deepface.photos.map((p) => p.cpuMs)];
  console.log(
    `\n${cpu.length} photos detected, ${(cpu.reduce((s, x) => s + x, 0) / 1000).toFixed(0)} s of the worker's CPU` +
      ` (the dlib photos' ${UPSCALE}× copies not counted); whole bench ${((performance.now() - started) / 1000).toFixed(0)} s wall`,
  );
}
