import { AppConfig } from '../../config/app-config';
import { ClientIpOptions, RequestLike, getClientIp, rateLimitBucketOf } from '../../common/http/client-ip';

const optionsByConfig = new WeakMap<AppConfig, ClientIpOptions>();

/** The request's client address as this deployment's proxies and headers say (see `getClientIp`). */
export function clientIpOf(req: RequestLike, config: AppConfig): string | null {
  let options = optionsByConfig.get(config);
  if (!options) {
    options = { trustedProxies: config.trustedProxies, headers: config.advanced.ipAddressHeaders };
    optionsByConfig.set(config, options);
  }
  return getClientIp(req, options);
}

/** Who a rate limit counts the request against: the client's address, or its IPv6 network. */
export function rateLimitClientOf(req: RequestLike, config: AppConfig): string {
  const address = clientIpOf(req, config);
  return address === null ? 'unknown' : rateLimitBucketOf(address, config.advanced.ipv6Subnet);
}
