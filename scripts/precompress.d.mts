/** Writes .br and .gz copies of the text assets under `folder`; answers how many files it compressed. */
export function precompress(folder: string): Promise<number>;
