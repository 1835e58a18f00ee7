// Types of remote-recipe.mjs for the TypeScript that imports it (the e2e proof of the recipe).

export const REPO_ROOT: string;
export const LANGUAGES: readonly string[];
export const RECIPE_FILES: Readonly<Record<'workspace' | 'registry' | 'appConfig' | 'composeConfig' | 'compose' | 'eslint', string>>;

export interface ScaffoldOptions {
  root?: string;
  folder: string;
  port?: number;
  prefixes?: string[];
  sidebar?: string[];
}
export interface ScaffoldResult {
  folder: string;
  name: string;
  port: number;
  prefixes: string[];
  written: string[];
  warnings: string[];
}

export function federationName(folder: string): string;
export function scaffoldRemote(options: ScaffoldOptions): ScaffoldResult;
export function findRemoteProblems(root?: string, options?: { lint?: boolean }): Promise<string[]>;
export function makeRecipeCopy(target: string, root?: string): void;
export function linkRemoteDependencies(copyRoot: string, folder: string, root?: string): void;
