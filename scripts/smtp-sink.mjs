// A local SMTP sink for trying signup by hand: accepts every message on 127.0.0.1 and prints its
// envelope and plain-text part. `node scripts/smtp-sink.mjs [port]` (default 2525), then start the API
// with SMTP_HOST=127.0.0.1 SMTP_PORT=2525 SMTP_USE_TLS=false.
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? 2525);

const decodeQuotedPrintable = (text) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function plainText(raw) {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: text\/plain/i.test(p)) ?? raw;
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  return /quoted-printable/i.test(head) ? decodeQuotedPrintable(text) : text;
}

const server = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  disableReverseLookup: true,
  onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
      console.log(
        `\n--- mail from ${session.envelope.mailFrom.address} to ${to}\n${plainText(Buffer.concat(chunks).toString('utf8')).trim()}\n`,
      );
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`SMTP sink listening on 127.0.0.1:${port} (Ctrl-C to stop)`));
