import { describe, expect, it } from 'vitest';
import { classifyDeck, parseDefinitionFiles, problemText, type DefinitionFile } from '@metagame/core';
import { deck } from '../../fakes/metagame/definition-builder.js';

const burn = `{
  "Name": "Burn",
  "IncludeColorInName": false,
  "Conditions": [
    { "Type": "InMainboard", "Cards": ["Lava Spike"] },
    { "Type": "OneOrMoreInMainboard", "Cards": ["Lightning Bolt", "Rift Bolt"] },
  ],
}`;
const control = '{ "Name": "GenericControl", "IncludeColorInName": true, "CommonCards": ["Counterspell"] }';
const colors =
  '{ "Lands": [ { "Name": "Island", "Color": "U" } ], "NonLands": [ { "Name": "Counterspell", "Color": "U" } ] }';

const parse = (...files: DefinitionFile[]) => parseDefinitionFiles('modern', files);
const problems = (...files: DefinitionFile[]) => {
  const result = parse(...files);
  if (result.ok) throw new Error('parsed');
  return result.problems;
};

describe('parseDefinitionFiles: accepted quirks', () => {
  it('accepts trailing commas, CRLF line ends and a byte-order mark', () => {
    const crlf = `\uFEFF${burn.replaceAll('\n', '\r\n')}`;
    const result = parse({ path: 'Archetypes/Burn.json', text: crlf });
    expect(result.ok && result.definitions.archetypes[0]).toMatchObject({
      name: 'Burn',
      conditions: [{ type: 'InMainboard' }, {}],
    });
  });

  it('keeps commas inside card names and strings', () => {
    const text =
      '{ "Name": "X", "Conditions": [ { "Type": "InMainboard", "Cards": ["Ral, Izzet Viceroy", "a ,]"] } ] }';
    const result = parse({ path: 'Archetypes/X.json', text });
    expect(result.ok && result.definitions.archetypes[0]?.conditions[0]?.cards).toEqual(['Ral, Izzet Viceroy', 'a ,]']);
  });

  it('reads property names whatever their case and ignores unknown ones', () => {
    const text = '{ "name": "X", "conditions": [ { "type": "InMainboard", "cards": ["A"] } ], "Comment": "hi" }';
    expect(parse({ path: 'Archetypes/X.json', text }).ok).toBe(true);
  });

  it('accepts file names with spaces and Windows separators, and ignores metas.json', () => {
    const result = parse(
      { path: 'Archetypes\\Courier combo.json', text: burn },
      { path: 'metas.json', text: '{"Metas": []}' },
    );
    expect(result.ok && result.definitions.archetypes.map((a) => a.name)).toEqual(['Burn']);
  });
});

describe('parseDefinitionFiles: the colour tables', () => {
  it('reads the shared colours first, lets the format’s overrides replace or add entries and names them', () => {
    const override =
      '{ "Lands": [ { "Name": "Island", "Color": "UR" }, { "Name": "Volcanic Island", "Color": "UR" }, ], "NonLands": null }';
    const result = parse(
      { path: 'color_overrides.json', text: override },
      { path: 'Fallbacks/GenericControl.json', text: control },
      { path: 'card_colors.json', text: colors },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.definitions.colors.lands.get('Island')).toBe('UR');
    expect(result.definitions.colors.lands.get('Volcanic Island')).toBe('UR');
    expect([...result.definitions.overriddenCards]).toEqual(['Island', 'Volcanic Island']);
    expect(classifyDeck(deck(['Island', 'Counterspell']), result.definitions).archetype).toBe('Mono Blue Control');
  });

  it('refuses an unknown colour code, naming the entry', () => {
    const bad = '{ "Lands": [ { "Name": "Island", "Color": "UW" } ] }';
    expect(problems({ path: 'Fallbacks/C.json', text: control }, { path: 'card_colors.json', text: bad })).toEqual([
      { file: 'card_colors.json', path: 'Lands[0].Color', message: 'unknown colour code "UW"' },
    ]);
  });
});

describe('parseDefinitionFiles: refusals name the file and the condition', () => {
  it('refuses an unknown condition type', () => {
    const text =
      '{ "Name": "X", "Conditions": [ { "Type": "InMainboard", "Cards": ["A"] }, { "Type": "InDeck", "Cards": ["A"] } ] }';
    const [problem] = problems({ path: 'Archetypes/X.json', text });
    expect(problem).toMatchObject({ file: 'Archetypes/X.json', path: 'Conditions[1].Type' });
    expect(problem?.message).toMatch(/^unknown condition type "InDeck"/);
  });

  it('refuses an unknown condition type inside a variant', () => {
    const text =
      '{ "Name": "X", "Conditions": [ { "Type": "InMainboard", "Cards": ["A"] } ], "Variants": [ { "Name": "V", "Conditions": [ { "Type": "Nope" } ] } ] }';
    expect(problems({ path: 'Archetypes/X.json', text })[0]).toMatchObject({ path: 'Variants[0].Conditions[0].Type' });
  });

  it('refuses an archetype without conditions and a fallback without common cards', () => {
    expect(problems({ path: 'Archetypes/E.json', text: '{ "Name": "E", "Conditions": [] }' })).toEqual([
      { file: 'Archetypes/E.json', path: 'Conditions', message: 'an archetype needs at least one condition' },
    ]);
    expect(problems({ path: 'Fallbacks/F.json', text: '{ "Name": "F", "CommonCards": [] }' })[0]).toMatchObject({
      path: 'CommonCards',
    });
  });

  it('refuses text that is not JSON, a missing name and a card that is not a string', () => {
    expect(problems({ path: 'Archetypes/J.json', text: '{ "Name": ' })[0]).toMatchObject({
      file: 'Archetypes/J.json',
      path: '',
    });
    expect(
      problems({
        path: 'Archetypes/N.json',
        text: '{ "Conditions": [ { "Type": "InMainboard", "Cards": ["A"] } ] }',
      })[0],
    ).toMatchObject({ path: 'Name' });
    const numeric = '{ "Name": "N", "Conditions": [ { "Type": "InMainboard", "Cards": [4] } ] }';
    expect(problems({ path: 'Archetypes/N.json', text: numeric })[0]).toMatchObject({
      path: 'Conditions[0].Cards',
      message: '[0] must be a card name (a string)',
    });
  });

  it('reports every bad file, not only the first', () => {
    const bad = '{ "Name": "X", "Conditions": [ { "Type": "Nope" } ] }';
    const files = problems({ path: 'Archetypes/A.json', text: bad }, { path: 'Archetypes/B.json', text: bad }).map(
      (p) => p.file,
    );
    expect(files).toEqual(['Archetypes/A.json', 'Archetypes/B.json']);
  });

  it('refuses a set with no archetype and no fallback', () => {
    const [problem] = problems({ path: 'card_colors.json', text: colors });
    expect(problem && problemText(problem)).toBe('no Archetypes/*.json or Fallbacks/*.json file was given');
  });

  it('says each problem as file, JSON path and reason', () => {
    expect(problemText({ file: 'Archetypes/X.json', path: 'Conditions[0].Type', message: 'bad' })).toBe(
      'Archetypes/X.json Conditions[0].Type: bad',
    );
    expect(problemText({ file: 'Archetypes/X.json', path: '', message: 'not valid JSON' })).toBe(
      'Archetypes/X.json: not valid JSON',
    );
  });
});

describe('parseDefinitionFiles: load order', () => {
  it('keeps archetypes in the order the files were given', () => {
    const a = '{ "Name": "A", "Conditions": [ { "Type": "InMainboard", "Cards": ["X"] } ] }';
    const b = '{ "Name": "B", "Conditions": [ { "Type": "InMainboard", "Cards": ["X"] } ] }';
    const result = parse({ path: 'Archetypes/B.json', text: b }, { path: 'Archetypes/A.json', text: a });
    expect(result.ok && classifyDeck(deck(['X']), result.definitions).archetype).toBe('Conflict(B,A)');
  });

  it('drops a repeated card name of a condition without changing what it means', () => {
    const text = '{ "Name": "T", "Conditions": [ { "Type": "TwoOrMoreInMainboard", "Cards": ["A", "A"] } ] }';
    const result = parse({ path: 'Archetypes/T.json', text });
    expect(result.ok && classifyDeck(deck(['A']), result.definitions).match).toBe('unknown');
  });
});
