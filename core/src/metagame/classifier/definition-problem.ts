/** What is wrong with one definition file: the file, the JSON path inside it (empty for the whole file), why. */
export interface DefinitionProblem {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

export const problemText = (problem: DefinitionProblem): string => {
  const where = [problem.file, problem.path].filter((part) => part !== '').join(' ');
  return where === '' ? problem.message : `${where}: ${problem.message}`;
};
