// Retry delays for listeners (docs/decisions/0005): base 1000 ms, factor 2, cap 4 hours, with jitter.

export interface BackoffPolicy {
  baseMs: number;
  factor: number;
  capMs: number;
}

export const listenerBackoff: BackoffPolicy = { baseMs: 1000, factor: 2, capMs: 14_400_000 };

/**
 * The delay before retry number `attempt` (0 for the first retry): the capped exponential delay,
 * scaled by a random factor in [0.5, 1) ("equal jitter") so that clients that failed together do
 * not retry together, while no retry comes sooner than half the nominal delay. `random` returns
 * [0, 1), like Math.random.
 */
export function retryDelay(
  attempt: number,
  policy: BackoffPolicy = listenerBackoff,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(policy.capMs, policy.baseMs * policy.factor ** Math.max(0, attempt));
  return Math.round(exponential * (0.5 + random() / 2));
}
