// Which product statuses a shopper can open (catalogue.ts re-exports it; stores import it from here, as catalogue.ts
// imports the stores).

/** Product statuses whose page can be opened (listings show PUBLISHED only; IMPORT_QUOTE: amazon/'s imported quotes). */
export const VISIBLE_STATUSES = ['PUBLISHED', 'DISCONTINUED', 'IMPORT_QUOTE'] as const;
