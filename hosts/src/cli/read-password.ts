import { createInterface } from 'node:readline';

/**
 * Reads a password without echo when stdin is a terminal, or the first line of stdin otherwise
 * (scripts: `printf '%s\n' "$PW" | metagame create-admin …`). Never from arguments.
 */
export async function readPassword(
  prompt: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  if (!input.isTTY) return firstLine(input);
  output.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = '';
      const onData = (chunk: string) => {
        for (const ch of chunk) {
          if (ch === '\r' || ch === '\n') {
            input.off('data', onData);
            output.write('\n');
            return resolve(typed);
          }
          if (ch === '\u0003') {
            input.off('data', onData);
            output.write('\n');
            return reject(new Error('Cancelled.'));
          }
          if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
          else typed += ch;
        }
      };
      input.on('data', onData);
    });
  } finally {
    input.setRawMode(false);
    input.pause();
  }
}

async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Infinity, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}
