import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/** At most this long for queued connections to be taken in before the listener closes. */
const ACCEPT_BACKLOG_MS = 1000;

export interface ConnectionDrain {
  /**
   * Stops taking connections and lets the open ones end by themselves: every answer from now on
   * says `Connection: close`, and an idle keep-alive connection closes at its keep-alive timeout.
   * Resolves true when all are closed, false when `budgetMs` ran out first.
   */
  drain(budgetMs: number): Promise<boolean>;
}

/**
 * Tracks a server's connections so a shutdown can end them without resetting a request. Node's
 * `server.close()` destroys idle keep-alive connections at once; a client that has just sent a
 * request on one (it looked idle: the bytes were still on their way) gets a reset and no answer,
 * and cannot tell whether a POST was done. Call before the server listens.
 */
export function trackConnections(server: Server): ConnectionDrain {
  const sockets = new Set<Socket>();
  const answering = new Set<ServerResponse>();
  let draining = false;
  let accepted = 0;
  let onEmpty: (() => void) | undefined;

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    accepted += 1;
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) onEmpty?.();
    });
  });
  // First of the request listeners, so the header is set before the app can answer.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (draining) response.setHeader('connection', 'close');
    answering.add(response);
    response.once('close', () => answering.delete(response));
  });

  return {
    async drain(budgetMs) {
      // Connections the kernel has completed but Node has not accepted yet would be reset by
      // closing the listener, their requests unanswered. Node takes one per turn of the event loop
      // (and a busy loop turns slowly): keep turning, serving as before, until a turn accepts
      // nothing. The signal came in the middle of a turn: that one does not count.
      const until = Date.now() + ACCEPT_BACKLOG_MS;
      const turn = () => new Promise((resolve) => setImmediate(resolve));
      await turn();
      let before: number;
      do {
        before = accepted;
        await turn();
      } while (accepted !== before && Date.now() < until);
      // Only the listening socket: new connections are refused, the open ones are left alone.
      if (server.listening) NetServer.prototype.close.call(server);
      draining = true;
      for (const response of answering) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      if (sockets.size === 0) return true;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), budgetMs);
        onEmpty = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
  };
}
