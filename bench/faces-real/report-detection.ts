// Printing section 1: detection recall on dlib's annotated photos by face size and pose.
import { type BoxResult, type DlibRun, DOGS, UPSCALE } from './dlib-detection.ts';

/** dlib's boxes come in a few sizes (37, 44-53, 63-76, 90-109 px): one bucket each. */
const SIZE_BUCKETS = [
  { name: '< 40 px', min: 0, max: 40 },
  { name: '40-60 px', min: 40, max: 60 },
  { name: '60-90 px', min: 60, max: 90 },
  { name: '90+ px', min: 90, max: Number.POSITIVE_INFINITY },
];
const POSES = ['frontal', 'three-quarter', 'profile'] as const;

export const pct = (n: number, of: number) => `${n}/${of}${of ? ` = ${((100 * n) / of).toFixed(1)} %` : ''}`;

function row(name: string, boxes: BoxResult[]) {
  const own = pct(boxes.filter((b) => b.face).length, boxes.length);
  const big = pct(boxes.filter((b) => b.upscaled).length, boxes.length);
  return `${name.padEnd(36)} | ${own.padEnd(16)} | ${big}`;
}

export function printDetection(run: DlibRun) {
  const photos = new Set(run.boxes.map((b) => b.file)).size;
  console.log(
    `\n== 1. Detection recall: dlib's examples/faces (${run.boxes.length} boxes in ${photos} photos of 332-500 px × 375-500 px)`,
  );
  console.log(
    `Boxes marked ignore='1': ${run.ignored}. These photos are their own working image (the engine shrinks to 2048 px, never enlarges),\n` +
      `so the finest pyramid level reads them at 1.0: BlazeFace finds faces from 32 px there. The ${UPSCALE}× copy (lanczos3) is a\n` +
      'diagnostic no pipeline step makes: a miss found there is the size floor, a miss still missed there is not.',
  );
  console.log(`${'box side (original px)'.padEnd(36)} | ${'found'.padEnd(16)} | found on a ${UPSCALE}× copy`);
  for (const b of SIZE_BUCKETS)
    console.log(
      row(
        b.name,
        run.boxes.filter((x) => x.width >= b.min && x.width < b.max),
      ),
    );
  console.log(row('all', run.boxes));
  console.log(`${'pose (68 landmarks, see dlib-truth.ts)'.padEnd(36)} |`);
  const range = {
    frontal: 'offset < 0.52, ~< 15°',
    'three-quarter': '0.52-1.15, ~15-35°',
    profile: '≥ 1.15',
  };
  for (const pose of POSES)
    console.log(
      row(
        `${pose} (${range[pose]})`,
        run.boxes.filter((x) => x.pose === pose),
      ),
    );
  for (const b of run.boxes.filter((x) => !x.face))
    console.log(
      `  missed: ${b.file} box left ${b.left} top ${b.top} side ${b.width} px, ${b.pose} (nose offset ${b.noseOffset.toFixed(2)})` +
        `${b.upscaled ? `, found on the ${UPSCALE}× copy` : `, missed on the ${UPSCALE}× copy too`}`,
    );
  const falses = (upscaled: boolean, dogs = false) =>
    run.falseDetections.filter((f) => f.upscaled === upscaled && (f.file === DOGS) === dogs);
  const list = (fs: { file: string; score: number; sizePx: number }[]) =>
    fs.map((f) => `${f.file} ${Math.round(f.sizePx)} px score ${f.score.toFixed(2)}`).join('; ') || 'none';
  console.log(
    `false detections (paired with no box, annotated photos): ${falses(false).length} (${list(falses(false))})`,
  );
  console.log(`  on the ${UPSCALE}× copies: ${falses(true).length} (${list(falses(true))})`);
  console.log(
    `${DOGS} (dogs, no human face; each detection is false): ${falses(false, true).length} (${list(falses(false, true))});` +
      ` on the ${UPSCALE}× copy ${falses(true, true).length} (${list(falses(true, true))})`,
  );
  const sizes = run.boxes
    .flatMap((b) => (b.face ? [b.face.quality.sizePx / b.width] : []))
    .sort((a, c) => a - c);
  console.log(
    `found faces' side over the box's: ${sizes[0]?.toFixed(2)}-${sizes.at(-1)?.toFixed(2)} (pairing: centre inside the box, 0.5-2.5);` +
      ` face scores min ${Math.min(...run.boxes.flatMap((b) => (b.face ? [b.face.score] : []))).toFixed(2)}`,
  );
}
