export declare const ROOT: string;
export declare const SERVER_ENTRY: string;
export declare const CLUSTER_ENTRY: string;
export declare const CACHE_HANDLER: string;
export declare function buildIsCurrent(): boolean;
export declare function buildServer(): void;
export declare function build(): void;
export declare function buildIfNeeded(): void;
