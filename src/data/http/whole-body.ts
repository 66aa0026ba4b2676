/**
 * A Response whose whole body is already in memory, readable without its stream. The store's own answers (the
 * API's JSON, a compressed page) are made whole, and reading one back through its web stream costs more than making
 * it (about 0.2 ms each, several times a page: issue 22). The body's stream is left untouched, so any other reader
 * still gets the same bytes. The mark is a registered symbol, so every copy of this module (the server bundle, the
 * local API) reads the same one.
 */
const WHOLE_BODY = Symbol.for('tienda.wholeBody');

type Marked = Response & { [WHOLE_BODY]?: Uint8Array<ArrayBuffer> };

/** `new Response(body, init)`, marked with its bytes. */
export function wholeResponse(body: Uint8Array<ArrayBuffer> | null, init: ResponseInit): Response {
  const response: Marked = new Response(body, init);
  if (body) response[WHOLE_BODY] = body;
  return response;
}

/** `response`, whose body is exactly `body` (made from it, unread), marked as wholeResponse marks its answers. */
export function markWhole(response: Response, body: Uint8Array<ArrayBuffer>): Response {
  (response as Marked)[WHOLE_BODY] = body;
  return response;
}

/** The bytes of a response made by wholeResponse; undefined for any other (read its body as usual). */
export function wholeBodyOf(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return (response as Marked)[WHOLE_BODY];
}

/** `response` again with other headers (and status), keeping its whole-body mark when it has one. */
export function withNewHeaders(response: Response, headers: Headers, status = response.status): Response {
  const whole = wholeBodyOf(response);
  const init = { status, statusText: response.statusText, headers };
  return whole && response.body ? wholeResponse(whole, init) : new Response(response.body, init);
}
