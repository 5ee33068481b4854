import type { z } from 'zod';
import { allSettings, type Setting } from './setting.js';
import { SETTINGS } from './settings.js';

/** The table of docs/operating/settings.md, written from the declarations (`npm run docs:settings`). */
export function settingsTable(): string {
  const rows = allSettings(SETTINGS).map((s) => `| \`${s.name}\` | ${shownDefault(s)} | ${s.description} |`);
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

function shownDefault(setting: Setting<unknown>): string {
  if (setting.shownDefault !== undefined) return setting.shownDefault;
  const parsed = (setting.parser as z.ZodType).safeParse(undefined);
  const value: unknown = parsed.success ? parsed.data : undefined;
  if (value === undefined) return '–';
  if (typeof value === 'object' && value !== null && 'limit' in value && 'windowSeconds' in value)
    return `\`${String(value.limit)}/${String(value.windowSeconds)}\``;
  return `\`${String(value)}\``;
}
