import { type WebSocket } from '@fastify/websocket';
import { type RealtimeServerMessage } from '@verity/contracts';

/** Sends one message as a JSON text frame; a socket that is closing or closed gets nothing. */
export function sendMessage(socket: WebSocket, message: RealtimeServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
