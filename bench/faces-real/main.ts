// `npm run bench:faces:real` (or `npm run bench:faces -- --real`): the face figures on real photos.
import { runRealBench } from './run.ts';

await runRealBench();
