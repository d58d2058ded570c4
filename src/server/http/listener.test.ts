import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { listenerLimitsOf } from './listener';

describe('the listener limits from the environment', () => {
  it('have defaults that fit a shop, and a proxy address is not capped as one client', () => {
    expect(listenerLimitsOf(readEnv({}))).toEqual({
      maxConnections: 1000,
      maxConnectionsPerAddress: 100,
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 600_000,
      bodyTimeoutMs: 10_000,
      idleTimeoutMs: 120_000,
      keepAliveTimeoutMs: 65_000,
    });
    expect(listenerLimitsOf(readEnv({ TRUST_PROXY: 'true' })).maxConnectionsPerAddress).toBe(1000);
  });

  it('follow the variables, and explain a bad value in Italian', () => {
    const limits = listenerLimitsOf(
      readEnv({
        HTTP_MAX_CONNECTIONS: '50',
        HTTP_MAX_CONNECTIONS_PER_ADDRESS: '5',
        HTTP_HEADERS_TIMEOUT_SECONDS: '5',
        HTTP_BODY_TIMEOUT_SECONDS: '3',
      }),
    );
    expect(limits).toMatchObject({
      maxConnections: 50,
      maxConnectionsPerAddress: 5,
      headersTimeoutMs: 5000,
      bodyTimeoutMs: 3000,
    });
    expect(() => readEnv({ HTTP_HEADERS_TIMEOUT_SECONDS: '0' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_SECONDS deve essere tra 1 e 600 secondi/,
    );
  });
});
