export declare const ROOT: string;
export declare function buildIsCurrent(): boolean;
export declare function buildIfNeeded(): void;
