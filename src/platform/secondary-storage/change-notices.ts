/**
 * Tells every instance that something it keeps in memory has changed (admin roles edited at run time),
 * so it reads it again. Over Redis when configured; otherwise only this process hears, and a reader
 * must not trust its copy for longer than `maxTrustMs`.
 */
export abstract class ChangeNotices {
  /** Whether other instances hear what this one publishes. */
  abstract readonly isShared: boolean;

  /** Tells every listener of `topic`, in this process and (when shared) in every other instance. */
  abstract publish(topic: string): Promise<void>;

  /**
   * Calls `listener` on every notice of `topic`, and also whenever notices may have been missed (the
   * connection to Redis came back), so a listener forgets what it holds either way.
   */
  abstract subscribe(topic: string, listener: () => void): void;
}

/** One process: notices go to this process's listeners alone. */
export class LocalChangeNotices extends ChangeNotices {
  readonly isShared: boolean = false;
  protected readonly listeners = new Map<string, Set<() => void>>();

  async publish(topic: string): Promise<void> {
    this.tell(topic);
  }

  subscribe(topic: string, listener: () => void): void {
    const listeners = this.listeners.get(topic) ?? new Set();
    listeners.add(listener);
    this.listeners.set(topic, listeners);
  }

  protected tell(topic: string): void {
    for (const listener of this.listeners.get(topic) ?? []) listener();
  }

  protected tellAll(): void {
    for (const topic of this.listeners.keys()) this.tell(topic);
  }
}
