import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message as the sink received it: envelope, whether the session was TLS, and the decoded parts. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly secure: boolean;
  readonly authUser: string | undefined;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly raw: string;
}

export interface SinkOptions {
  /** Offer STARTTLS (smtp-server's built-in self-signed certificate). Off by default: plain SMTP. */
  readonly starttls?: boolean;
  /** Demand AUTH with this user and password. */
  readonly auth?: { readonly user: string; readonly pass: string };
  /** Hold every message this long before accepting it (a slow relay). */
  readonly acceptDelayMs?: number;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it receives. Tests
 * can make it refuse recipients, and wait for a message to arrive without sleeping.
 */
export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  readonly rejected = new Set<string>();
  private waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(options: SinkOptions = {}): Promise<SmtpSink> {
    // The callbacks below run only after `start` has created the sink.
    const holder: { sink?: SmtpSink } = {};
    const config: SMTPServerOptions = {
      secure: false,
      authOptional: !options.auth,
      allowInsecureAuth: true,
      disabledCommands: options.starttls ? [] : ['STARTTLS'],
      logger: false,
      disableReverseLookup: true,
      onAuth: (auth, _session, callback) => {
        if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass)
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo: (address, _session, callback) => {
        if (holder.sink?.rejected.has(address.address.toLowerCase()))
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        else callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          setTimeout(() => {
            holder.sink?.receive(Buffer.concat(chunks).toString('utf8'), session);
            callback();
          }, options.acceptDelayMs ?? 0);
        });
      },
    };
    const server = new SMTPServer(config);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    holder.sink = new SmtpSink(server, (server.server.address() as AddressInfo).port);
    return holder.sink;
  }

  /** Settings that point the app at this sink (plain SMTP unless STARTTLS is on). */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(this.port),
      SMTP_USE_TLS: 'false',
      SMTP_FROM_ADDRESS: 'no-reply@metagame.test',
      ...extra,
    };
  }

  to(email: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(email.toLowerCase()));
  }

  /** The next message to `email` arriving after this call (register before triggering the send). */
  waitFor(email: string, options: { timeoutMs?: number } = {}): Promise<ReceivedMail> {
    const to = email.toLowerCase();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no mail to ${email} within the deadline`)),
        options.timeoutMs ?? 10_000,
      );
      this.waiters.push({ to, resolve: (mail) => (clearTimeout(timer), resolve(mail)) });
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private receive(
    raw: string,
    session: {
      envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] };
      secure: boolean;
      user?: unknown;
    },
  ): void {
    const mail: ReceivedMail = {
      from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
      to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
      secure: session.secure,
      authUser: typeof session.user === 'string' ? session.user : undefined,
      ...parseMime(raw),
      raw,
    };
    this.messages.push(mail);
    const ready = this.waiters.filter((w) => mail.to.includes(w.to));
    this.waiters = this.waiters.filter((w) => !mail.to.includes(w.to));
    for (const waiter of ready) waiter.resolve(mail);
  }
}

/** Just enough MIME for nodemailer's output: the subject and the text/plain and text/html parts. */
export function parseMime(raw: string): { subject: string; text: string; html: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${head}\n\n${body}`];
  const part = (type: string) => {
    const found = parts.find((p) => new RegExp(`Content-Type: ${type}`, 'i').test(p));
    if (!found) return '';
    const [partHead = '', ...partBody] = found.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const content = partBody.join('\n\n').replace(/\r?\n$/, '');
    const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(partHead)?.[1]?.toLowerCase();
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(content);
    if (encoding === 'base64') return Buffer.from(content, 'base64').toString('utf8');
    return content;
  };
  return { subject, text: part('text/plain').replace(/\r\n/g, '\n'), html: part('text/html').replace(/\r\n/g, '\n') };
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
