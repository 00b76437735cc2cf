/** One structured log line. Values must never hold card numbers, passwords or tokens. */
export type LogLine = Record<string, string | number | boolean | null | undefined>;
export type Logger = (line: LogLine) => void;

/** Writes JSON lines to stdout (the default in production). */
export const jsonLogger: Logger = (line) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
};

export const silentLogger: Logger = () => {};

// Keys whose values are secrets wherever they appear; dropped before a line is written.
const SECRET_KEY = /pass(word)?|secret|token|card|cvc|cvv|security_code|authorization|cookie/i;

/** Removes secret-looking fields so a careless log call cannot leak one. */
export function redact(line: LogLine): LogLine {
  const out: LogLine = {};
  for (const [key, value] of Object.entries(line))
    out[key] = SECRET_KEY.test(key) ? '[redacted]' : value;
  return out;
}
