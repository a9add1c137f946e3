// Starts the server: reads configuration, builds the app, listens, and shuts down gracefully
// (SIGTERM/SIGINT stop accepting, finish in-flight requests, cut requests still arriving, then
// close the database).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { loadConfig, loadEnvFile } from './config';
import { buildApp } from './app';

/** How long a shutdown waits for requests that are still arriving. */
const SENDING_GRACE_MS = 2000;

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const app = await buildApp(config);
  const connections = trackConnections(app.server);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // A request whose headers or body are still arriving is not yet work in flight, and its sender
    // may take up to REQUEST_TIMEOUT_MS more (Node's sweep for slow requests stops once the server
    // closes). Such connections get a short grace to finish sending, then go; fully received
    // requests get their answers.
    setTimeout(() => connections.dropAllButServing(), SENDING_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

/** The open connections and the request each is serving, so that a shutdown can tell work in
 * flight from a sender still sending. */
function trackConnections(server: Server): { dropAllButServing(): void } {
  const sockets = new Set<Socket>();
  const serving = new Map<Socket, IncomingMessage>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      serving.delete(socket);
    });
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    serving.set(req.socket, req);
    res.once('close', () => {
      if (serving.get(req.socket) === req) serving.delete(req.socket);
    });
  });
  return {
    dropAllButServing() {
      for (const socket of sockets) {
        const req = serving.get(socket);
        // complete: the whole request, body included, has arrived and is being answered.
        if (!req?.complete) socket.destroy();
      }
    },
  };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
