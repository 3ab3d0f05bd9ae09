// A sliding-window counter per key (an IP address) kept in this process's
// memory. It protects the public forms from floods; it is per instance, so N
// instances allow N times the limit, which is acceptable for that purpose.
// Login throttling, which must hold across instances, is stored in the database.

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly rule: RateLimit) {}

  /** Records a hit; answers whether it is allowed and, if not, when to retry. */
  hit(key: string, now = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
    const since = now - this.rule.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length >= this.rule.limit) {
      this.hits.set(key, recent);
      const retryAfterMs = (recent[0] ?? now) + this.rule.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(since);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  private prune(since: number) {
    for (const [key, times] of this.hits) {
      if (times.every((time) => time <= since)) this.hits.delete(key);
    }
  }
}

export const DEFAULT_PUBLIC_FORM_LIMIT: RateLimit = { limit: 10, windowMs: 10 * 60_000 };
