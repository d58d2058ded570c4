import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';
import type { Env } from '../env';

/** What one server accepts from the network; env.ts reads them (README "Configurazione"). */
export interface ListenerLimits {
  /**
   * Open connections in all; at the cap idle keep-alive connections are closed to make room,
   * then a silent one (no whole request yet) of an address busier than the newcomer's.
   */
  maxConnections: number;
  /** Open connections from one address (behind a proxy every client has the proxy's). */
  maxConnectionsPerAddress: number;
  /** From a connection's first byte (or its opening) to the end of a request's headers. */
  headersTimeoutMs: number;
  /** A whole request, body included (a 100 MB upload on a slow line needs minutes). */
  requestTimeoutMs: number;
  /** A body must bring at least MIN_BODY_BYTES in every such window, or the socket closes. */
  bodyTimeoutMs: number;
  /** No byte either way for this long closes the socket (a reader that stopped reading). */
  idleTimeoutMs: number;
  /** Between requests on one connection: longer than a proxy's or a browser's own (60 s). */
  keepAliveTimeoutMs: number;
}

export const MIN_BODY_BYTES = 1024;

export function listenerLimitsOf(env: Env): ListenerLimits {
  return {
    maxConnections: env.HTTP_MAX_CONNECTIONS,
    maxConnectionsPerAddress:
      env.HTTP_MAX_CONNECTIONS_PER_ADDRESS ??
      (env.TRUST_PROXY ? env.HTTP_MAX_CONNECTIONS : Math.min(100, env.HTTP_MAX_CONNECTIONS)),
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    bodyTimeoutMs: env.HTTP_BODY_TIMEOUT_SECONDS * 1000,
    idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_SECONDS * 1000,
    keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_SECONDS * 1000,
  };
}

/**
 * The app on a port, with every limit that protects the process from the network: 20,000 idle
 * connections once locked everyone out, and a body sent at 1 byte every 2 s held a socket 80 s.
 */
export function listenWithLimits(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port: number; hostname: string; limits: ListenerLimits },
  onListening?: (info: { port: number }) => void,
): Server {
  const { limits } = options;
  const server = serve(
    {
      fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        headersTimeout: limits.headersTimeoutMs,
        requestTimeout: limits.requestTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        // How often Node looks for requests past headersTimeout / requestTimeout (default 30 s).
        connectionsCheckingInterval: Math.max(100, Math.min(1000, limits.headersTimeoutMs / 2)),
      },
    },
    onListening,
  ) as Server;
  server.timeout = limits.idleTimeoutMs;
  capConnections(server, limits);
  guardSlowBodies(server, limits.bodyTimeoutMs);
  return server;
}

const addressOf = (socket: Socket) => (socket.remoteAddress ?? '').replace(/^::ffff:/, '');

function capConnections(server: Server, limits: ListenerLimits) {
  const byAddress = new Map<string, Set<Socket>>();
  const open = new Set<Socket>();
  /** Connections between requests (keep-alive): a new one may take their place. */
  const idle = new Set<Socket>();
  /** Connections that have not yet sent a whole request's headers, oldest first. */
  const silent = new Map<Socket, { address: string; mine: Set<Socket> }>();
  server.on('request', (request, response) => {
    silent.delete(request.socket);
    idle.delete(request.socket);
    response.once('finish', () => {
      if (!request.socket.destroyed) idle.add(request.socket);
    });
  });
  const live = (sockets: Iterable<Socket>) => {
    let count = 0;
    for (const socket of sockets) if (!socket.destroyed) count += 1;
    return count;
  };
  const forget = (socket: Socket, mine: Set<Socket>, address: string) => {
    open.delete(socket);
    idle.delete(socket);
    silent.delete(socket);
    mine.delete(socket);
    if (mine.size === 0 && byAddress.get(address) === mine) byAddress.delete(address);
  };
  /**
   * A connection that never sends a request costs nothing to hold, and the headers timeout
   * frees it only after seconds: 1,100 of them from 11 addresses locked every new address out.
   * So the oldest silent connection of the busiest address makes room for a connection from an
   * address holding fewer; one from an address already among the busiest is refused.
   */
  const evictSilent = (mine: Set<Socket>) => {
    let victim: Socket | undefined;
    let busiest = mine.size;
    for (const [socket, its] of silent)
      if (its.mine.size > busiest) {
        victim = socket;
        busiest = its.mine.size;
      }
    if (!victim) return false;
    const { address, mine: theirs } = silent.get(victim) as { address: string; mine: Set<Socket> };
    forget(victim, theirs, address);
    victim.destroy();
    return true;
  };
  /** Closing idle keep-alive connections destroys them now; their 'close' events come later. */
  const roomLeft = (mine: Set<Socket>) => {
    if (open.size < limits.maxConnections) return true;
    server.closeIdleConnections();
    return live(open) < limits.maxConnections || evictSilent(mine);
  };
  /**
   * A browser keeps a few connections idle between requests: at its address's cap one of those
   * makes room for its new one, so only connections that are all busy or silent are refused.
   */
  const roomFor = (mine: Set<Socket>) => {
    if (live(mine) < limits.maxConnectionsPerAddress) return true;
    const spare = [...mine].find((socket) => idle.has(socket) && !socket.destroyed);
    spare?.destroy();
    return spare !== undefined;
  };
  server.on('connection', (socket: Socket) => {
    const address = addressOf(socket);
    const mine = byAddress.get(address) ?? new Set<Socket>();
    if (!roomFor(mine) || !roomLeft(mine)) {
      socket.destroy();
      return;
    }
    open.add(socket);
    mine.add(socket);
    silent.set(socket, { address, mine });
    byAddress.set(address, mine);
    socket.once('close', () => forget(socket, mine, address));
  });
}

/**
 * A body trickling in (1 byte every 2 s) keeps every timer above alive: each window must bring
 * MIN_BODY_BYTES, unless the app itself is not reading yet (its buffer is full).
 */
function guardSlowBodies(server: Server, windowMs: number) {
  server.on('request', (request) => {
    const length = request.headers['content-length'];
    if (!request.headers['transfer-encoding'] && (!length || length === '0')) return;
    const socket = request.socket;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (request.complete || socket.destroyed) return clearInterval(timer);
      const read = socket.bytesRead;
      const appBehind = request.readableLength >= request.readableHighWaterMark;
      if (!appBehind && read - seen < MIN_BODY_BYTES) {
        clearInterval(timer);
        socket.destroy();
        return;
      }
      seen = read;
    }, windowMs);
    timer.unref();
    request.once('close', () => clearInterval(timer));
  });
}
