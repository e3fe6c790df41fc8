import type { Plugin } from 'vite';

export declare function precompiledMessages(): Plugin;
