/**
 * What use cases log through: the app's pino logger (Fastify's), or a collecting one in tests. pino's
 * call shape (object first, message second), so the safe error serializer sees `err` (decision 0012).
 */
export interface Logger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** For tools and tests that must not print (a dropped error is still visible to a test through `collectingLogger`). */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

export interface LogLine {
  level: "debug" | "info" | "warn" | "error";
  msg: string;
  data: object;
}

/** A logger that keeps its lines: tests assert on what was logged instead of silencing it. */
export function collectingLogger(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: LogLine["level"]) => (data: object, msg: string) => void lines.push({ level, msg, data });
  return { lines, debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
