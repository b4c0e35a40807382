/**
 * A real SMTP server (smtp-server) on 127.0.0.1 for the mail tests: started and stopped when the
 * test says so (an SMTP server that is down, then back, on the same port), keeping what it receives.
 */
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  /** The whole message as sent (headers and body). */
  data: string;
}

/** A port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `acceptAfterMs`: each mail is accepted that long after its data arrived (a slow server, so sending takes a while). */
export function smtpServer(port: number, opts: { acceptAfterMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(data)?.[1] ?? '',
          messageId: /^Message-ID: (.*)$/im.exec(data)?.[1]?.trim() ?? '',
          data,
        });
        if (opts.acceptAfterMs) setTimeout(callback, opts.acceptAfterMs);
        else callback();
      });
    },
  });
  let listening = false;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    start: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          listening = true;
          resolve();
        });
      }),
    stop: () => (listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve()),
  };
}
