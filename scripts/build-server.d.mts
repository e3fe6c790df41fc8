export function buildServer(outdir?: string): Promise<string>;
