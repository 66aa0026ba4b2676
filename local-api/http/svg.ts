/** What a generated SVG may do when opened on its own: nothing but its inline presentation. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
