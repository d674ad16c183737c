// Compression for what the server writes itself: pages (filled in per deployment, so not precompressed at build
// time) and the API's JSON as it passes through the proxy. Static files are precompressed by the build.
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

/** API bodies smaller than this gain less than the compression costs. */
export const API_COMPRESSION_THRESHOLD = 1024;

/** The encoding to answer with for an Accept-Encoding header: brotli, then gzip, never one the client refused. */
export function preferredEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const quality = (name) => accepted.get(name) ?? accepted.get('*') ?? 0;
  return ['br', 'gzip'].find((name) => quality(name) > 0) ?? null;
}

export function addVaryAcceptEncoding(reply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

const maxRememberedPages = 200;

/**
 * Compresses page HTML once per distinct text and encoding (the same few pages are served over and over), at the
 * strongest settings since the work is not repeated.
 */
export function createPageEncoder() {
  const remembered = new Map();
  return (html, encoding) => {
    const key = `${encoding}\n${html}`;
    let body = remembered.get(key);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
          : gzipSync(html, { level: constants.Z_BEST_COMPRESSION });
      if (remembered.size >= maxRememberedPages) remembered.clear();
      remembered.set(key, body);
    }
    return body;
  };
}

/**
 * Whether a proxied API response should be compressed here: JSON of a known size above the threshold, not already
 * encoded. Event streams (pipeline progress) never are: a compressor would hold their events back.
 */
export function isCompressibleApiResponse(headers) {
  const type = String(headers['content-type'] ?? '');
  const length = Number(headers['content-length'] ?? Number.NaN);
  return (
    /^application\/(?:[\w.+-]+\+)?json\b/i.test(type) &&
    !headers['content-encoding'] &&
    Number.isFinite(length) &&
    length >= API_COMPRESSION_THRESHOLD
  );
}

/** A compressing stream for a response body (brotli at a level fast enough for every request). */
export function compressionStream(encoding) {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}
