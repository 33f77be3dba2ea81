import net from "node:net";

/** A raw TCP connection to the test server: what was received, and when (ms after opening) the server closed it. */
export function rawConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  const opened = Date.now();
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - opened)));
  const connected = new Promise<void>((resolve) => socket.on("connect", () => resolve()));
  return { socket, closed, connected, received: () => received };
}
