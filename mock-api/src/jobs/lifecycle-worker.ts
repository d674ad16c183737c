import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createDatabase } from '../db/database';
import type { EngineDb } from '../engine/store/engine-tables';
import type { ServedModel } from '../engine/store/model-versions-repository';
import {
  type FromLifecycleThread,
  type LifecycleThreadData,
  type LifecycleWork,
  lifecycleWorkOn,
  type ToLifecycleThread,
  toThreadError,
} from './lifecycle-thread';

/**
 * Worker-thread entry of the lifecycle thread (see LifecycleThread): runs the reveal, settlement, refits,
 * publication and alerts of each step on a connection of its own, so that the API's event loop only serves
 * requests meanwhile. With SQLite in WAL mode the API's reads go on beside this thread's writes.
 */
const port = parentPort!;

/**
 * Steps are background work: on Linux this thread lowers its own priority, so that when the CPU is short (two
 * cores, shared) the API's thread is served first and its reads keep their latency.
 */
function yieldTheCpuToTheApi(): void {
  try {
    // '/proc/thread-self' links to '<pid>/task/<thread id>'; the priority of a thread id is that thread's alone.
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    setPriority(threadId, 10);
  } catch {
    // Not Linux: the thread keeps the process's priority.
  }
}

yieldTheCpuToTheApi();
const { database, publishing } = workerData as LifecycleThreadData;
const kysely = createDatabase(database);

const servedAnswers = new Map<number, { resolve(model: ServedModel): void; reject(error: Error): void }>();
let nextQuestionId = 1;
/** Model versions are created and stored by the API's side only: the live one is asked of it. */
function servedModel(asOf: string): Promise<ServedModel> {
  const id = nextQuestionId++;
  return new Promise((resolve, reject) => {
    servedAnswers.set(id, { resolve, reject });
    send({ type: 'serve', id, asOf });
  });
}

const work = lifecycleWorkOn(kysely as unknown as EngineDb, servedModel, publishing);

function send(message: FromLifecycleThread): void {
  port.postMessage(message);
}

async function run(id: number, method: keyof Omit<LifecycleWork, 'stop'>, args: unknown[]): Promise<void> {
  try {
    const value = await (work[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    send({ type: 'result', id, value });
  } catch (error) {
    send({ type: 'result', id, error: toThreadError(error) });
  }
}

port.on('message', (message: ToLifecycleThread) => {
  if (message.type === 'call') {
    void run(message.id, message.method, message.args);
  } else if (message.type === 'served') {
    const answer = servedAnswers.get(message.id);
    servedAnswers.delete(message.id);
    if ('error' in message) answer?.reject(new Error(message.error.message));
    else answer?.resolve(message.model);
  } else {
    // Closing the connection and the port leaves the thread nothing to do: it exits.
    void kysely.destroy().finally(() => port.close());
  }
});
