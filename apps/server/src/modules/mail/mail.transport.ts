import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.js';
import { devHighlights } from './mail.templates.js';

export type MailLogger = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** One mail as the worker hands it to a transport. */
export interface OutgoingMessage {
  /** the outbox row id: also the Message-ID, so a receiving server can spot a resend */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  /** extra headers (a newsletter's List-Unsubscribe) */
  headers?: Record<string, string>;
  /** the subject with its secrets masked (a verification code is in it), where the mail has any */
  redactedSubject?: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** resolves once the message is accepted (SMTP 250, file written); rejects otherwise */
  send(message: OutgoingMessage): Promise<void>;
  /** closes idle connections; a later send opens new ones */
  close(): Promise<void>;
}

export type MailTransportConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'env'>;

/**
 * SMTP when SMTP_URL is set, otherwise .eml files in `$DATA_DIR/outbox`, whose codes and links are
 * logged outside production only (a production log reader must get no working code).
 */
export function createMailTransport(config: MailTransportConfig, log: MailLogger): MailTransport {
  return config.smtpUrl
    ? new SmtpTransport(config.smtpUrl, config.mailFrom)
    : new OutboxFileTransport(path.join(config.dataDir, 'outbox'), config.mailFrom, log, {
        logSecrets: config.env !== 'production',
      });
}

function messageFields(from: string, message: OutgoingMessage) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    // an address object is used as given: a stored address is never parsed into a list of several
    to: { name: '', address: message.to },
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${message.id}@${domain}>`,
    ...(message.headers ? { headers: message.headers } : {}),
  };
}

/**
 * Pooled SMTP (a few kept-alive connections) with timeouts short enough that a dead or stalled server
 * fails an attempt well within the worker's lease, instead of hanging it.
 */
function openPool(url: string) {
  return createTransport({
    pool: true,
    url,
    maxConnections: 3,
    maxMessages: 100,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
    dnsTimeout: 10_000,
  });
}

export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp';
  private pool: ReturnType<typeof openPool> | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.pool ??= openPool(this.url);
    await this.pool.sendMail(messageFields(this.from, message));
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    pool?.close();
  }
}

/**
 * Development without SMTP: each mail becomes an RFC 822 file in the outbox folder (open it in any
 * mail client), and its subject, with the verification code or reset link, is logged. With
 * `logSecrets: false` (production) the log line carries the subject with its secrets
 * masked, and no code or link.
 */
export class OutboxFileTransport implements MailTransport {
  readonly kind = 'outbox';
  private readonly composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly log: MailLogger,
    private readonly options: { logSecrets: boolean } = { logSecrets: true },
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const info = await this.composer.sendMail(messageFields(this.from, message));
    await fs.mkdir(this.dir, { recursive: true });
    const time = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.dir, `${time}-${message.kind}-${message.id}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    const shown = this.options.logSecrets
      ? { subject: message.subject, ...devHighlights(message.kind, message.text) }
      : { subject: message.redactedSubject ?? message.subject };
    this.log.info({ to: message.to, file, ...shown }, 'mail written to the outbox');
  }

  async close(): Promise<void> {}
}
