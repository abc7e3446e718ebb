const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface PinoLine {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

function parsePinoLine(line: string): PinoLine | null {
  if (!line.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === 'object' && parsed !== null && typeof (parsed as PinoLine).level === 'number' ? (parsed as PinoLine) : null;
  } catch {
    return null;
  }
}

/**
 * Makes one service's output readable in a terminal. Fastify's JSON lines (pino) become
 * `INFO  server listening…`, and a request's two lines (incoming, completed) become one:
 * `INFO  GET /api/health → 200 (1.2 ms)`. Returns null for a line to leave out; other text passes unchanged.
 */
export function createLogFormatter(): (line: string) => string | null {
  const pending = new Map<string, string>();
  return (line) => {
    const entry = parsePinoLine(line);
    if (!entry) return line;
    const level = (LEVELS[entry.level] ?? String(entry.level)).padEnd(5);
    const { reqId, req, res, responseTime, err } = entry;
    if (entry.msg === 'incoming request' && reqId && req?.method) {
      pending.set(reqId, `${req.method} ${req.url ?? ''}`);
      return null;
    }
    if (entry.msg === 'request completed' && res?.statusCode !== undefined) {
      const request = (reqId && pending.get(reqId)) || 'request';
      if (reqId) pending.delete(reqId);
      return `${level} ${request} → ${res.statusCode} (${responseTime?.toFixed(1) ?? '?'} ms)`;
    }
    const error = err?.stack ?? err?.message;
    return `${level} ${entry.msg ?? ''}${error ? `\n${error}` : ''}`;
  };
}
