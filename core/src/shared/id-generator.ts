/** Source of new entity ids (UUIDs); tests use sequential ids. */
export interface IdGenerator {
  newId(): string;
}
