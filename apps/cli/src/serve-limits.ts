import { HttpError } from "./serve-security.js";

/** `serve`'s limits (config `serve.*`, flags of the same meaning). */
export interface ServeLimits {
  /** Requests planned at once; the rest wait in the queue. */
  maxConcurrent: number;
  /** Requests waiting for a slot; beyond it, 429 with Retry-After. */
  maxQueue: number;
  /** Runs executing at once (`POST /runs`); beyond it, 429 with Retry-After. */
  maxRuns: number;
  /** Largest request body (413 beyond it). */
  maxBodyBytes: number;
  /** From a request's arrival to its answer, queue included (503 beyond it). */
  requestTimeoutMs: number;
  /** Time a client has to send a whole request, headers and body (Node closes the connection with 408 beyond it). */
  receiveTimeoutMs: number;
}

interface Waiter {
  grant(release: () => void): void;
}

/**
 * A counting semaphore with a bounded FIFO queue. `acquire` resolves with the function that frees
 * the slot; a full queue is a 429 whose Retry-After is the expected wait of the queue's last place,
 * from the average time a slot is held.
 */
export class ConcurrencyLimiter {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private averageMs = 0;

  constructor(
    readonly slots: number,
    readonly queue: number,
    private readonly what: string,
  ) {}

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Seconds until a place would free up, from the average hold time (at least 1). */
  retryAfterSeconds(): number {
    const ahead = this.waiting.length + 1;
    return Math.max(1, Math.ceil(((this.averageMs || 1000) * ahead) / this.slots / 1000));
  }

  /** A slot, at once or after the requests ahead; `signal` (the request's deadline or disconnection) gives the place up. */
  acquire(signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.active < this.slots) return Promise.resolve(this.take());
    if (this.waiting.length >= this.queue) {
      const seconds = this.retryAfterSeconds();
      return Promise.reject(
        new HttpError(429, `Too many requests: ${this.active} ${this.what} in progress and ${this.waiting.length} waiting (the limit); retry in ${seconds} s`, {
          "retry-after": String(seconds),
        }),
      );
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: (release) => {
          signal?.removeEventListener("abort", abandon);
          resolve(release);
        },
      };
      const abandon = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", abandon, { once: true });
      this.waiting.push(waiter);
    });
  }

  private take(): () => void {
    this.active++;
    const started = performance.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const held = performance.now() - started;
      this.averageMs = this.averageMs === 0 ? held : this.averageMs * 0.8 + held * 0.2;
      this.active--;
      const next = this.waiting.shift();
      if (next) next.grant(this.take());
    };
  }
}
