import { Redis } from 'ioredis';

/** One Redis connection for the process (REDIS_URL), or none in the embedded default. */
export function connectRedis(url: string | undefined, onError: (err: Error) => void): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  redis.on('error', onError);
  return redis;
}
