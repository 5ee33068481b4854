/**
 * A seeded pseudo-random source for the field simulator: the same seed gives the same stream on every
 * machine, so the same request gives the same answer. sfc32 (a small, fast counter-based generator that
 * passes PractRand), seeded through splitmix32 so nearby seeds give unrelated streams. It is not for
 * secrets; randomness that must be unpredictable comes through ports.
 */
export class SeededRandom {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private spareNormal: number | null = null;

  constructor(seed: number) {
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.uniform();
  }

  /** Uniform on [0, 1). */
  uniform(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t / 4294967296;
  }

  /** Standard normal (Box–Muller; the second value of each pair is kept for the next call). */
  normal(): number {
    if (this.spareNormal !== null) {
      const spare = this.spareNormal;
      this.spareNormal = null;
      return spare;
    }
    const u = 1 - this.uniform();
    const v = this.uniform();
    const r = Math.sqrt(-2 * Math.log(u));
    this.spareNormal = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  /** Gamma(shape, 1) for shape ≥ 1 (Marsaglia and Tsang, 2000); the simulator's shapes are counts plus a prior of 1. */
  gamma(shape: number): number {
    if (!(shape >= 1)) throw new RangeError(`gamma shape must be at least 1, got ${shape}`);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      let x: number;
      let v: number;
      do {
        x = this.normal();
        v = 1 + c * x;
      } while (v <= 0);
      v = v * v * v;
      const u = this.uniform();
      if (u < 1 - 0.0331 * x * x * x * x) return d * v;
      if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
    }
  }

  /** Beta(alpha, beta) as X / (X + Y) with X ~ Gamma(alpha), Y ~ Gamma(beta). */
  beta(alpha: number, beta: number): number {
    const x = this.gamma(alpha);
    return x / (x + this.gamma(beta));
  }
}
