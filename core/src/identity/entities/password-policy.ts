/**
 * The one password rule, for every payload that carries a password (signup, admin creation,
 * password change and reset, the CLI's create-admin): at least 12 characters with a lowercase
 * letter, an uppercase letter, a digit and a symbol — a character that is neither a word character
 * nor whitespace, so an underscore is not a symbol. `[\s\S]` instead of `.` so a newline cannot
 * hide a character class. Characters are Unicode code points, not UTF-16 units: the pattern is
 * meant for the `u` flag (JSON Schema validators such as ajv apply it), under which `[\s\S]` takes
 * a whole code point, so eleven letters and one emoji are 12 characters, not 13. The pattern is
 * published as-is in the API description and used by the CLI.
 */
export const PASSWORD_PATTERN =
  '^(?=[\\s\\S]*[a-z])(?=[\\s\\S]*[A-Z])(?=[\\s\\S]*\\d)(?=[\\s\\S]*[^\\w\\s])[\\s\\S]{12,}$';
export const PASSWORD_RULE_MESSAGE = 'At least 12 characters with 1 uppercase, 1 lowercase, 1 digit and 1 symbol';

const passwordRegex = new RegExp(PASSWORD_PATTERN, 'u');

export const isStrongPassword = (password: string): boolean => passwordRegex.test(password);
