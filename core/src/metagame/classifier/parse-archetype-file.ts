import {
  CONDITION_TYPES,
  type ArchetypeDefinition,
  type Condition,
  type ConditionType,
  type FallbackDefinition,
  type VariantDefinition,
} from './definition-set.js';
import type { DefinitionProblem } from './definition-problem.js';
import { distinctStrings, field, isObject } from './json-fields.js';

type Parsed<T> = { value: T; problems: readonly DefinitionProblem[] };

/** A specific archetype: a name, at least one condition, and variants one level deep. */
export function parseArchetype(file: string, json: unknown): Parsed<ArchetypeDefinition> {
  const problems: DefinitionProblem[] = [];
  const base = parseRule(file, '', json, problems);
  if (base.conditions.length === 0 && problems.length === 0) {
    problems.push({ file, path: 'Conditions', message: 'an archetype needs at least one condition' });
  }
  const variants: VariantDefinition[] = [];
  const rawVariants = isObject(json) ? field(json, 'Variants') : undefined;
  if (rawVariants !== undefined && rawVariants !== null && !Array.isArray(rawVariants)) {
    problems.push({ file, path: 'Variants', message: 'must be a list' });
  } else {
    for (const [index, raw] of (rawVariants ?? []).entries())
      variants.push(parseRule(file, `Variants[${index}].`, raw, problems));
  }
  return { value: { ...base, variants }, problems };
}

/** A generic archetype: a name and a non-empty list of common cards. */
export function parseFallback(file: string, json: unknown): Parsed<FallbackDefinition> {
  const problems: DefinitionProblem[] = [];
  const head = parseHead(file, '', json, problems);
  const cards = distinctStrings(isObject(json) ? field(json, 'CommonCards') : undefined);
  if ('problem' in cards) problems.push({ file, path: 'CommonCards', message: cards.problem });
  else if (cards.names.length === 0)
    problems.push({ file, path: 'CommonCards', message: 'a fallback needs at least one common card' });
  return { value: { ...head, commonCards: 'names' in cards ? cards.names : [] }, problems };
}

function parseHead(file: string, at: string, json: unknown, problems: DefinitionProblem[]) {
  if (!isObject(json)) {
    problems.push({ file, path: at.replace(/\.$/, ''), message: 'must be an object' });
    return { name: '', includeColorInName: false };
  }
  const name = field(json, 'Name');
  if (typeof name !== 'string' || name.trim() === '')
    problems.push({ file, path: `${at}Name`, message: 'must be a non-empty string' });
  const color = field(json, 'IncludeColorInName') ?? false;
  if (typeof color !== 'boolean')
    problems.push({ file, path: `${at}IncludeColorInName`, message: 'must be true or false' });
  return { name: typeof name === 'string' ? name : '', includeColorInName: color === true };
}

function parseRule(file: string, at: string, json: unknown, problems: DefinitionProblem[]): VariantDefinition {
  const head = parseHead(file, at, json, problems);
  const raw = isObject(json) ? field(json, 'Conditions') : undefined;
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) {
    problems.push({ file, path: `${at}Conditions`, message: 'must be a list' });
    return { ...head, conditions: [] };
  }
  const conditions: Condition[] = [];
  for (const [index, item] of (raw ?? []).entries()) {
    const condition = parseCondition(file, `${at}Conditions[${index}]`, item, problems);
    if (condition !== null) conditions.push(condition);
  }
  return { ...head, conditions };
}

function parseCondition(file: string, at: string, json: unknown, problems: DefinitionProblem[]): Condition | null {
  if (!isObject(json)) {
    problems.push({ file, path: at, message: 'a condition must be an object with Type and Cards' });
    return null;
  }
  const type = field(json, 'Type');
  const cards = distinctStrings(field(json, 'Cards'));
  if ('problem' in cards) problems.push({ file, path: `${at}.Cards`, message: cards.problem });
  if (!isConditionType(type)) {
    const shown = typeof type === 'string' ? `unknown condition type "${type}"` : 'a condition needs a Type';
    problems.push({ file, path: `${at}.Type`, message: `${shown}; known types: ${CONDITION_TYPES.join(', ')}` });
    return null;
  }
  return 'names' in cards ? { type, cards: cards.names } : null;
}

function isConditionType(value: unknown): value is ConditionType {
  return typeof value === 'string' && (CONDITION_TYPES as readonly string[]).includes(value);
}
