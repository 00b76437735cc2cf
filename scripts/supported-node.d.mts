/** Types of scripts/supported-node.mjs for TypeScript callers (start scripts and the test). */
export const supportedNode: string;
export function unsupportedNode(version?: string): string | undefined;
export function exitUnlessSupportedNode(): void;
