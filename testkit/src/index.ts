export * from './create-test-kit.js';
export * from './controllable-clock.js';
export * from './capturing-mailer.js';
export * from './sequential-id-generator.js';
