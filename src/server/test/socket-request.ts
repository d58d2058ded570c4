import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readEnv } from '../env';
import { type ListenerLimits, listenerLimitsOf, listenWithLimits } from '../http/listener';

export interface SocketAnswer {
  status: number;
  body: string;
}

/**
 * One request over a fresh TCP connection, as curl or a browser sends it; `send` writes the
 * body (all at once, or piece by piece). Rejects when no answer comes within 10 s: a hang is the
 * failure these tests look for. Write errors are ignored, because the server may answer and close
 * before the last bytes are sent.
 */
export function socketRequest(
  url: string,
  options: {
    method: string;
    headers: Record<string, string>;
    send: (request: http.ClientRequest) => void;
  },
): Promise<SocketAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: options.method,
      agent: false,
      headers: options.headers,
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error('no answer within 10 s'));
    }, 10_000);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body: text });
      });
    });
    request.on('error', () => undefined);
    options.send(request);
  });
}

export interface Listener {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** Serves `fetch` on a free port of 127.0.0.1, as `npm start` serves the app (its default limits). */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  limits: ListenerLimits = listenerLimitsOf(readEnv({})),
) {
  const server = listenWithLimits(fetch, { port: 0, hostname: '127.0.0.1', limits });
  await new Promise((resolve) => server.once('listening', resolve));
  const listener: Listener = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // A test is over when it closes: a connection a client (or the SDI simulator's webhook
    // retries) still holds open must not keep `close` waiting until the hook times out.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return listener;
}
