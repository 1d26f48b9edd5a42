export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

export function startBalancer(
  port: number,
  upstreamPorts: number[],
  options?: { bindAddress?: string },
): Promise<Balancer>;

export function waitUntilAnswered(url: string, hasDied: () => boolean, describe: () => string): Promise<void>;
