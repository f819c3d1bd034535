// A real SMTP server (smtp-server), so that mail goes out over the protocol: 250 for an accepted
// message, 451 for a temporary failure the sender must retry, 421 while shutting down.
//   https://www.rfc-editor.org/rfc/rfc5321 (section 4.2, reply codes)
//   https://nodemailer.com/extras/smtp-server/
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the fake server accepted (with a 250), parsed. */
export interface ReceivedMail {
  /** the envelope recipients (RCPT TO), joined with ", " */
  to: string;
  /** the envelope recipients, one by one */
  recipients: string[];
  /** the To header as written in the mail */
  headerTo: string;
  from: string;
  subject: string;
  text: string;
  /** the HTML part, or '' when there is none */
  html: string;
  messageId: string | undefined;
  raw: Buffer;
  /** when the server accepted it */
  receivedAt: Date;
}

export interface FakeSmtpOptions {
  /** refuse every Nth DATA transaction (counted since start) with a temporary error, 451 */
  failEvery?: number;
  /** a port to listen on (default: any free one) */
  port?: number;
}

export interface FakeSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL */
  readonly url: string;
  readonly port: number;
  /** every accepted mail, oldest first */
  readonly messages: ReceivedMail[];
  /** how many transactions `failEvery` refused */
  readonly refused: number;
  /** change or clear `failEvery` while running */
  setFailEvery(n: number | undefined): void;
  /**
   * The newest accepted mail matching the predicate, waiting for one to arrive; rejects after
   * `timeoutMs` (default 10 s) with what was received instead.
   */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Waits until `check(messages)` holds, e.g. `(all) => all.length >= 20`. */
  waitUntil(check: (messages: ReceivedMail[]) => boolean, timeoutMs?: number): Promise<void>;
  /**
   * Stops listening and closes every connection, like a server going down. A mail is in `messages`
   * exactly when its sender got the 250 for it: transactions still running are finished first, and
   * any that end after the stop began are refused (421).
   */
  stop(): Promise<void>;
  /** Listens again on the same port after stop(). */
  start(): Promise<void>;
}

const smtpError = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives in memory, for tests of
 * everything that sends mail: read the verification code or reset link a user would get, stop it to
 * simulate an outage, make it fail now and then to exercise retries.
 */
export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const inFlight = new Set<Promise<void>>();
  let failEvery = options.failEvery;
  let transactions = 0;
  let refused = 0;
  let port = options.port ?? 0;
  let server: SMTPServer | undefined;
  let stopping = false;

  const notify = () => {
    for (const w of [...waiters]) w();
  };

  function createServer(): SMTPServer {
    return new SMTPServer({
      logger: false,
      authOptional: true,
      // plain SMTP on loopback: no certificate for the client to reject
      disabledCommands: ['STARTTLS'],
      // after stop(), idle connections get a 421 and are closed at once
      closeTimeout: 20,
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username ?? 'user' });
      },
      onMailFrom(_address, _session, callback) {
        if (stopping) return callback(smtpError('Server shutting down', 421));
        callback();
      },
      onData(stream, session, callback) {
        const handled = (async () => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          transactions++;
          if (stopping) return callback(smtpError('Server shutting down', 421));
          if (failEvery && transactions % failEvery === 0) {
            refused++;
            return callback(smtpError('Temporary failure, try again later', 451));
          }
          const raw = Buffer.concat(chunks);
          const parsed = await simpleParser(raw);
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          const headerTo = Array.isArray(parsed.to)
            ? parsed.to.map((a) => a.text).join(', ')
            : (parsed.to?.text ?? '');
          messages.push({
            to: recipients.join(', '),
            recipients,
            headerTo,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId,
            raw,
            receivedAt: new Date(),
          });
          // recorded and acknowledged in the same tick: the sender gets the 250 for exactly these
          callback(null, 'Queued');
          notify();
        })().catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
        inFlight.add(handled);
        void handled.finally(() => inFlight.delete(handled));
      },
    });
  }

  async function start(): Promise<void> {
    if (server) return;
    stopping = false;
    const s = createServer();
    await new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        s.server.off('error', reject);
        resolve();
      });
    });
    s.on('error', () => {});
    port = (s.server.address() as AddressInfo).port;
    server = s;
  }

  async function stop(): Promise<void> {
    const s = server;
    if (!s) return;
    stopping = true;
    await Promise.allSettled([...inFlight]);
    server = undefined;
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  function waitUntil(check: (all: ReceivedMail[]) => boolean, timeoutMs = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      if (check(messages)) return resolve();
      const waiter = () => {
        if (!check(messages)) return;
        waiters.delete(waiter);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        const seen = messages.map((m) => `${m.to}: ${m.subject}`).join('\n  ');
        reject(
          new Error(`fake SMTP: condition not met in ${timeoutMs} ms; received:\n  ${seen || '(nothing)'}`),
        );
      }, timeoutMs);
      waiters.add(waiter);
    });
  }

  async function waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 10_000) {
    await waitUntil((all) => all.some(predicate), timeoutMs);
    return messages.findLast(predicate)!;
  }

  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    get refused() {
      return refused;
    },
    setFailEvery(n) {
      failEvery = n;
    },
    waitFor,
    waitUntil,
    stop,
    start,
  };
}
