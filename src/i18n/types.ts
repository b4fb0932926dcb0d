/** The shape every language's dictionary must have: the English one, with strings for leaves. */
export type Dictionary<T> = { [K in keyof T]: T[K] extends string ? string : Dictionary<T[K]> };

export type Messages = { [key: string]: string | Messages };
