export * from './classifier/definition-set.js';
export * from './classifier/definition-problem.js';
export * from './classifier/classify-deck.js';
export * from './classifier/detect-archetypes.js';
export * from './classifier/deck-colors.js';
export * from './classifier/deck-companion.js';
export * from './classifier/archetype-name.js';
export * from './classifier/parse-definition-files.js';
