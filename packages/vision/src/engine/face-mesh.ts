// MediaPipe FaceMesh (468 points and a face score, Apache-2.0) on onnxruntime-node's native CPU
// runtime: the graph of face-mesh-graph.ts, compiled for this machine (compiled-network.ts).
import ort from 'onnxruntime-node';
import { type Similarity, warpToChip } from './align-face.ts';
import { openCompiledNetwork } from './compiled-network.ts';
import { faceMeshOutputs, MESH_INPUT } from './face-mesh-graph.ts';
import type { Point2 } from './mesh-reading.ts';
import { type RgbImage, renderSquare } from './raster.ts';

/** The rendered square holds the turned crop (its diagonal is √2 of its side). */
const RENDER_SIDE = Math.ceil(MESH_INPUT * Math.SQRT2);

/** The square a face is read in: its centre, side, and the direction from one eye to the other. */
export type MeshRegion = { centre: Point2; size: number; across: Point2 };

/** Points are working-image pixels [x, y, z], z on the same scale (towards the camera negative). */
export type MeshReading = { score: number; mesh: number[][] };

export type FaceMeshModel = { read(image: RgbImage, region: MeshRegion): Promise<MeshReading> };

/** One single-threaded session: parallelism comes from the face threads. */
export async function loadFaceMesh(): Promise<FaceMeshModel> {
  const session = await openCompiledNetwork('face-mesh', {
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    executionMode: 'sequential',
  });
  const { mesh: meshName, score: scoreName } = await faceMeshOutputs();
  return {
    async read(image, region) {
      const pixels = await uprightCrop(image, region);
      for (let i = 0; i < pixels.length; i++) pixels[i] = (pixels[i] ?? 0) / 255;
      const out = await session.run({
        input: new ort.Tensor('float32', pixels, [1, MESH_INPUT, MESH_INPUT, 3]),
      });
      try {
        const raw = out[meshName]?.data;
        const score = out[scoreName]?.data[0];
        if (!(raw instanceof Float32Array) || typeof score !== 'number')
          throw new Error('FaceMesh gave no reading');
        return { score, mesh: meshInImage(raw, region) };
      } finally {
        for (const value of Object.values(out)) value.dispose();
      }
    },
  };
}

/**
 * The region turned so the eyes are level, at the network's input size. The square around it is
 * first rendered with sharp's Lanczos filter at about the input's resolution (a large face shrunk
 * without aliasing), then the turn is sampled bilinearly at close to one pixel per pixel.
 */
async function uprightCrop(image: RgbImage, region: MeshRegion) {
  const outer = region.size * Math.SQRT2;
  const square = { x: region.centre.x - outer / 2, y: region.centre.y - outer / 2, size: outer };
  const rendered = await renderSquare(image, square, RENDER_SIDE);
  // Rendered pixels to crop pixels: turned by minus the eye line's angle about the centre (and
  // scaled by the little that rounding the rendered side up added).
  const f = (MESH_INPUT * Math.SQRT2) / RENDER_SIDE;
  const [cos, sin] = [region.across.x * f, region.across.y * f];
  const half = RENDER_SIDE / 2;
  const toCrop: Similarity = {
    a: cos,
    b: -sin,
    tx: MESH_INPUT / 2 - (cos + sin) * half,
    ty: MESH_INPUT / 2 - (cos - sin) * half,
  };
  return warpToChip({ data: rendered, width: RENDER_SIDE, height: RENDER_SIDE }, toCrop, MESH_INPUT);
}

/** The network's points (crop pixels) back in the working image. */
function meshInImage(raw: Float32Array, region: MeshRegion): number[][] {
  const scale = region.size / MESH_INPUT;
  const { x: cos, y: sin } = region.across;
  const mesh: number[][] = [];
  for (let i = 0; i + 2 < raw.length; i += 3) {
    const dx = ((raw[i] ?? 0) - MESH_INPUT / 2) * scale;
    const dy = ((raw[i + 1] ?? 0) - MESH_INPUT / 2) * scale;
    mesh.push([
      region.centre.x + cos * dx - sin * dy,
      region.centre.y + sin * dx + cos * dy,
      (raw[i + 2] ?? 0) * scale,
    ]);
  }
  return mesh;
}
