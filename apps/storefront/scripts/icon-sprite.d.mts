export function iconNamesOf(source: string): string[];
export function buildIconSprite(names: readonly string[]): Promise<string>;
export function expectedIconSprite(): Promise<{ file: string; names: string[]; text: string }>;
