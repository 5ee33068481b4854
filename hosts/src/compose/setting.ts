import type { z } from 'zod';

/**
 * One environment variable: its name, how it parses (with its default), and what it means. Settings
 * are declared once, in settings.ts; loadConfig reads them, and the table of docs/operating/settings.md
 * is generated from the same declarations (`npm run docs:settings`, checked by a test).
 */
export interface Setting<T> {
  readonly kind: 'setting';
  readonly name: string;
  readonly parser: z.ZodType<T, unknown>;
  /** What the settings page shows as the default, when it is not the parser's own default value. */
  readonly shownDefault?: string;
  readonly description: string;
}

export function setting<T>(
  name: string,
  parser: z.ZodType<T, unknown>,
  description: string,
  shownDefault?: string,
): Setting<T> {
  return { kind: 'setting', name, parser, description, ...(shownDefault === undefined ? {} : { shownDefault }) };
}

/** A tree of settings, as the Config object groups them. */
export interface SettingTree {
  readonly [key: string]: Setting<unknown> | SettingTree;
}

/** The values a tree of settings parses to. */
export type SettingValues<T> = T extends Setting<infer V> ? V : { readonly [K in keyof T]: SettingValues<T[K]> };

export const isSetting = (node: Setting<unknown> | SettingTree): node is Setting<unknown> =>
  (node as Setting<unknown>).kind === 'setting';

/** Every setting of a tree, in declaration order. */
export function allSettings(tree: SettingTree): Setting<unknown>[] {
  return Object.values(tree).flatMap((node) => (isSetting(node) ? [node] : allSettings(node)));
}
