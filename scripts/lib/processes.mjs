// Runs a group of long-lived child processes: prefixed output, signals forwarded, and the whole group
// stopped (exit code of the first to die) as soon as one of them exits.
import { spawn } from 'node:child_process';

const colours = [36, 35, 33, 32, 34, 31];

function prefixLines(stream, label, colour, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`\u001b[${colour}m${label}\u001b[0m ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`\u001b[${colour}m${label}\u001b[0m ${pending}\n`);
  });
}

/**
 * @param {{ name: string, command: string, args: string[], cwd: string, env?: NodeJS.ProcessEnv }[]} specs
 * @returns {Promise<number>} resolves with the exit code once every process has stopped
 */
export function runTogether(specs) {
  const width = Math.max(...specs.map((spec) => spec.name.length));
  const running = new Set();
  let exitCode = 0;
  let stopping = false;

  return new Promise((resolveAll) => {
    const stopAll = (signal) => {
      if (stopping) return;
      stopping = true;
      for (const child of running) child.kill(signal);
      // A process that ignores SIGTERM is not allowed to keep the group alive.
      setTimeout(() => {
        for (const child of running) child.kill('SIGKILL');
      }, 8000).unref();
    };

    specs.forEach((spec, index) => {
      const label = `[${spec.name.padEnd(width)}]`;
      const child = spawn(spec.command, spec.args, {
        cwd: spec.cwd,
        env: spec.env ?? process.env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      running.add(child);
      const colour = colours[index % colours.length];
      prefixLines(child.stdout, label, colour, process.stdout);
      prefixLines(child.stderr, label, colour, process.stderr);
      child.on('error', (error) => {
        process.stderr.write(`${label} could not start: ${error.message}\n`);
      });
      child.on('exit', (code, signal) => {
        running.delete(child);
        if (!stopping) {
          process.stderr.write(`${label} stopped (${signal ?? `exit ${code}`}); stopping the others\n`);
          exitCode = code || 1;
          stopAll('SIGTERM');
        }
        if (running.size === 0) resolveAll(exitCode);
      });
    });

    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => {
        exitCode = 0;
        stopAll(signal);
      });
    }
  });
}
