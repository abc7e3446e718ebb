import { type WebSocket } from '@fastify/websocket';

/**
 * Pings the socket every `intervalMs` and terminates it when the previous ping got no pong and no message came
 * in meanwhile: a client that vanished (sleeping laptop, dropped network) never sends a close frame, and its
 * socket would otherwise stay subscribed forever.
 */
export function keepAlive(socket: WebSocket, intervalMs: number): void {
  let isAlive = true;
  const markAlive = () => {
    isAlive = true;
  };
  socket.on('pong', markAlive);
  socket.on('message', markAlive);
  const timer = setInterval(() => {
    if (!isAlive) {
      socket.terminate();
      return;
    }
    isAlive = false;
    socket.ping();
  }, intervalMs);
  socket.once('close', () => clearInterval(timer));
}
