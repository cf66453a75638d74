/** The caller of a run or intent graph started from a terminal (`run`, `plan`), as its record says; API runs record the token's `ownerOf` hash. */
export const CLI_CALLER = "cli";
