// A small seeded random generator (mulberry32), so the demo catalogue is the same on every run.

export interface Random {
  /** [0, 1) */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
    sample: (items, count) => {
      const pool = [...items];
      const chosen: (typeof items)[number][] = [];
      while (chosen.length < Math.min(count, pool.length))
        chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as (typeof items)[number]);
      return chosen;
    },
    chance: (probability) => next() < probability,
  };
  return random;
}
