/** Source of verification codes: 6 digits, uniform over 000000–999999, from a CSPRNG. */
export interface CodeGenerator {
  newCode(): string;
}
