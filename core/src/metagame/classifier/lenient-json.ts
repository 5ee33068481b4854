/**
 * Parses JSON as the definitions' authors write it: a leading byte-order mark, CRLF line ends and
 * trailing commas before `]` or `}` are accepted (the reference loader accepts them, and real
 * definition files carry them). Anything else must be strict JSON.
 */
export function parseLenientJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(withoutTrailingCommas(text.replace(/^\uFEFF/, ''))) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Drops each comma followed only by whitespace and a closing bracket; commas inside strings stay. */
function withoutTrailingCommas(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (inString) {
      out += ch;
      if (ch === '\\') out += text[++i] ?? '';
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ',' && closesNext(text, i + 1)) continue;
    out += ch;
  }
  return out;
}

function closesNext(text: string, from: number): boolean {
  for (let j = from; j < text.length; j++) {
    const ch = text[j] as string;
    if (ch === ']' || ch === '}') return true;
    if (!/\s/.test(ch)) return false;
  }
  return false;
}
