export function serverNodeFlags(env?: NodeJS.ProcessEnv): string[];
export function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
