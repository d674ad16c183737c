// A few DevTools-protocol calls on a Chromium that chrome-launcher started: enough to put a session token into a
// page's storage before Lighthouse loads it, and to read what a loaded page holds.

/** One page target, driven over its DevTools WebSocket (Node 22+ has WebSocket built in). */
export async function openPage(debuggingPort) {
  const response = await fetch(`http://127.0.0.1:${debuggingPort}/json/new?about:blank`, { method: 'PUT' });
  const target = await response.json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolveOpen, reject) => {
    socket.addEventListener('open', resolveOpen, { once: true });
    socket.addEventListener('error', () => reject(new Error('DevTools connection failed')), { once: true });
  });
  let nextId = 1;
  const pending = new Map();
  const listeners = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    if (message.id && pending.has(message.id)) {
      const { resolveCall, reject } = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
      else resolveCall(message.result);
    } else if (message.method) {
      for (const listener of listeners.get(message.method) ?? []) listener(message.params);
    }
  });
  const send = (method, params = {}) =>
    new Promise((resolveCall, reject) => {
      const id = nextId++;
      pending.set(id, { resolveCall, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  const once = (method) =>
    new Promise((resolveEvent) => {
      const list = listeners.get(method) ?? [];
      const listener = (params) => {
        list.splice(list.indexOf(listener), 1);
        resolveEvent(params);
      };
      list.push(listener);
      listeners.set(method, list);
    });
  await send('Page.enable');

  return {
    async goto(url) {
      const loaded = once('Page.loadEventFired');
      await send('Page.navigate', { url });
      await loaded;
    },
    /** Runs `fn(arg)` in the page and returns its (JSON-able) result; the same contract as Playwright's. */
    async evaluate(fn, arg) {
      const { result, exceptionDetails } = await send('Runtime.evaluate', {
        expression: `(${fn.toString()})(${JSON.stringify(arg ?? null)})`,
        awaitPromise: true,
        returnByValue: true,
      });
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      return result.value;
    },
    async close() {
      socket.close();
      await fetch(`http://127.0.0.1:${debuggingPort}/json/close/${target.id}`);
    },
  };
}

/** Waits until the page has fetched nothing new for `quietMs` (its remotes and data have arrived). */
export async function waitForNetworkQuiet(page, { quietMs = 1500, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count !== last) {
      last = count;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) {
      return;
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
}
