/**
 * What a reporting command prints on stdout: its JSON value on one line with `--json` (for scripts
 * and monitoring), else the human text. Progress and errors stay on stderr either way.
 */
export function report(json: boolean | undefined, value: unknown, text: () => string): void {
  process.stdout.write(json ? `${JSON.stringify(value)}\n` : `${text()}\n`);
}
