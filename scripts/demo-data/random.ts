/** Demo data: one seeded PRNG for every random choice, the demo's "today" and the repo root. */
import path from "node:path";

export const root = path.join(import.meta.dirname, "../..");

// ---------------------------------------------------------------------------------------------
// Randomness and time
// ---------------------------------------------------------------------------------------------

/** mulberry32: tiny, fast and good enough for demo data; the seed fixes every output. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const rand = mulberry32(20261120);
export const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
export const chance = (p: number) => rand() < p;
export const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
export function shuffle<T>(list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The demo "today": midnight 2026-11-20 in New York (UTC-5). Houses appear over the 60 days before. */
export const NOW = Date.UTC(2026, 10, 20, 5, 0, 0);
export const DAY = 86_400_000;
