/** Built-in wording of editable site content, as [key, text] pairs. */
export type SiteTexts = ReadonlyArray<readonly [key: string, text: string]>;
