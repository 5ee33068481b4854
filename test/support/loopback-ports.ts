import { createServer, type AddressInfo, type Server } from 'node:net';

/** A loopback port nobody listens on (bound, read, released): connecting to it is refused. */
export async function closedLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A TCP server on loopback that accepts connections and never says a word (a hung upstream). */
export async function silentLoopbackServer(): Promise<{ port: number; close: () => void }> {
  const server: Server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => void server.close() };
}
