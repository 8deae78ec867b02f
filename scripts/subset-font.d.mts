export const SOURCE_FONT: string;
export const SUBSET_FONT: string;
export const LATIN_CHARACTERS: string;
export function subsetRoboto(): Promise<Buffer>;
