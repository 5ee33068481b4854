/** One instruction of a Dockerfile: its keyword, upper-cased, and the rest of its (joined) line. */
export interface DockerInstruction {
  readonly keyword: string;
  readonly args: string;
}

export interface DockerStage {
  readonly name: string;
  readonly image: string;
  readonly instructions: readonly DockerInstruction[];
}

/**
 * Splits a Dockerfile into its stages: comments and the parser directive dropped, backslash
 * continuations joined. Enough of the format for a Dockerfile made of FROM, WORKDIR, ENV, COPY, RUN
 * and the image's metadata; what a stage needs beyond that, the caller refuses by keyword.
 */
export function parseDockerfile(text: string): DockerStage[] {
  const stages: { name: string; image: string; instructions: DockerInstruction[] }[] = [];
  for (const line of logicalLines(text)) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/s.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [image = '', , name] = args.split(/\s+/);
      stages.push({ name: name ?? String(stages.length), image, instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`Dockerfile: ${upper} before FROM`);
      stage.instructions.push({ keyword: upper, args });
    }
  }
  return stages;
}

/** The exec (JSON array) form of CMD, ENTRYPOINT or RUN; the shell form is refused. */
export function execForm(instruction: DockerInstruction): string[] {
  const parsed: unknown = JSON.parse(instruction.args);
  if (!Array.isArray(parsed) || !parsed.every((part) => typeof part === 'string')) {
    throw new Error(`Dockerfile: ${instruction.keyword} must use the JSON array form`);
  }
  return parsed;
}

function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    lines.push(`${pending}${line}`.trim());
    pending = '';
  }
  return lines.filter((line) => line !== '');
}
