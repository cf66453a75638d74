export declare const REGENERATE: string;
export interface ApiPackage {
  name: string;
  /** The package folder, relative to the repository root. */
  dir: string;
}
export declare function apiPackages(): ApiPackage[];
export declare function apiReport(pkg: ApiPackage): string;
export declare function exportedNames(pkg: ApiPackage): string[];
/** Writes every api.md, or with `--check` exits 1 when one differs. */
export declare function main(argv: string[]): void;
