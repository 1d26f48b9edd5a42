import { Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { createRedisClient, untilReady } from '../common/redis/redis-client';
import { LocalChangeNotices } from './change-notices';

/**
 * Notices over Redis publish/subscribe, on a channel per topic under the key prefix (Redis does not
 * prefix channels), so deployments sharing a Redis do not hear each other.
 */
export class RedisChangeNotices extends LocalChangeNotices implements OnApplicationShutdown {
  override readonly isShared = true;
  private readonly logger = new Logger(RedisChangeNotices.name);
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private hasBeenReady = false;

  constructor(
    url: string,
    private readonly keyPrefix: string,
  ) {
    super();
    this.publisher = createRedisClient(url, '', this.logger);
    // A subscribing connection does nothing else; it keeps retrying while Redis is away.
    this.subscriber = createRedisClient(url, '', this.logger, {
      maxRetriesPerRequest: null,
      connectionName: `${keyPrefix}changes`,
    });
    this.subscriber.on('message', (channel: string) => this.tell(channel.slice(this.channelPrefix.length)));
    this.subscriber.on('ready', () => {
      // Notices sent while the connection was down are lost: every listener forgets what it holds.
      if (this.hasBeenReady) this.tellAll();
      this.hasBeenReady = true;
    });
  }

  private get channelPrefix(): string {
    return `${this.keyPrefix}changes:`;
  }

  /** Waits (briefly) for both connections. */
  async connected(timeoutMs = 3000): Promise<void> {
    await Promise.all([untilReady(this.publisher, timeoutMs), untilReady(this.subscriber, timeoutMs)]);
  }

  override async publish(topic: string): Promise<void> {
    this.tell(topic);
    try {
      await this.publisher.publish(this.channelPrefix + topic, '1');
    } catch (error) {
      // The change is stored; other instances see it when their copies expire or Redis comes back.
      this.logger.warn(`Could not publish a change of ${topic}: ${(error as Error).message}`);
    }
  }

  override subscribe(topic: string, listener: () => void): void {
    const isNewTopic = !this.listeners.has(topic);
    super.subscribe(topic, listener);
    if (isNewTopic) {
      this.subscriber.subscribe(this.channelPrefix + topic).catch((error: Error) => {
        this.logger.warn(`Could not subscribe to changes of ${topic}: ${error.message}`);
      });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(
      [this.publisher, this.subscriber].map((client) => client.quit().catch(() => client.disconnect())),
    );
  }
}
