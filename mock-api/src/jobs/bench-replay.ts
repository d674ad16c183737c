/**
 * The replay section of `npm run bench:engine` on its own: replay start, cost of a lifecycle step, API read latency
 * with the clock standing and during steps (see replay-bench.ts).
 *   npm run bench:replay
 */
import { benchReplay } from './replay-bench';

await benchReplay();
