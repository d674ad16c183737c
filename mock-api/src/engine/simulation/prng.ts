/**
 * xoshiro128** (Blackman & Vigna): a small, fast 32-bit generator with a 2^128 − 1 period, seeded through
 * splitmix32 so any integer seed gives a well-mixed state. Same seed → same sequence on every platform.
 */
export interface Random {
  /** Uniform on [0, 1). */
  next(): number;
  /** Uniform 32-bit unsigned integer. */
  nextUint32(): number;
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRandom(seed: number): Random {
  if (!Number.isFinite(seed)) throw new RangeError('the seed must be a finite number');
  const init = splitmix32(Math.trunc(seed));
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  if ((a | b | c | d) === 0) a = 1;
  const nextUint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
  return { nextUint32, next: () => nextUint32() / 4294967296 };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
