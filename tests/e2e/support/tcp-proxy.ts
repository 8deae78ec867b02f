import net from "node:net";

/**
 * A TCP proxy the test can cut and restore: the app talks to PostgreSQL through it, so an outage
 * is one call away and ends with another, without touching the server other tests use.
 */
export interface TcpProxy {
  port: number;
  /** Refuses new connections and drops the open ones, as a stopped server would. */
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  const serve = () =>
    net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
    });
  const listen = (server: net.Server, port = 0) =>
    new Promise<number>((resolve) => server.listen(port, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)));
  const stop = (server: net.Server) =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  let server: net.Server | undefined = serve();
  const port = await listen(server);
  return {
    port,
    async cut() {
      if (server) await stop(server);
      server = undefined;
    },
    async restore() {
      server ??= serve();
      await listen(server, port);
    },
    async close() {
      if (server) await stop(server);
      server = undefined;
    },
  };
}
