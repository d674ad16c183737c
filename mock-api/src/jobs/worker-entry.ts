import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A worker thread's entry file: the .ts source next to this module under tsx, or the .js that scripts/build.mjs
 * emits next to main.js; null when a build left it out.
 */
export function workerEntry(name: string): URL | null {
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const url = new URL(`./${name}${ext}`, import.meta.url);
  return existsSync(fileURLToPath(url)) ? url : null;
}

/** Only the module-loader flags (tsx's hooks) carry over; a worker rejects many process-wide flags. */
export function loaderFlags(argv: readonly string[] = process.execArgv): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (/^--(import|require|loader|experimental-loader)=/.test(flag)) out.push(flag);
    else if (/^(--import|--require|--loader|--experimental-loader|-r)$/.test(flag) && i + 1 < argv.length) {
      out.push(flag, argv[++i]!);
    }
  }
  return out;
}
