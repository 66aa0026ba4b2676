/**
 * A Response whose whole body is already in memory, readable without its stream. The store's own answers (the
 * API's JSON, a compressed page) are made whole, and reading one back through its web stream costs more than making
 * it (about 0.2 ms each, several times a page: issue 22). The body's stream is left untouched, so any other reader
 * still gets the same bytes. The mark is a registered symbol, so every copy of this module (the server bundle, the
 * local API) reads the same one.
 */
const WHOLE_BODY = Symbol.for('tienda.wholeBody');

type Marked = Response & { [WHOLE_BODY]?: Uint8Array<ArrayBuffer> };

const unusable = () => new TypeError('Body is unusable: Body has already been read');

/**
 * A Response that holds its body as bytes and makes its web stream only when someone asks for `body`. Making a
 * Response from bytes costs about 0.1 ms, nearly all of it the stream (and making that stream transferable), which a
 * page paid four times (the API's JSON twice, the page, its compressed copy) and never read (issue 22). The bytes are
 * read without a stream (`arrayBuffer`, `text`, `json`, `bytes`, `clone`); `body` gives a real stream of the same bytes,
 * and `bodyUsed` says whether either way has read them.
 */
class WholeResponse extends Response {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  /** The same answer as a plain Response, made the first time its stream is wanted. */
  #streamed: Response | null = null;
  #read = false;

  constructor(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit) {
    super(null, init);
    this.#bytes = bytes;
    (this as Marked)[WHOLE_BODY] = bytes;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    this.#streamed ??= new Response(this.#bytes);
    return this.#streamed.body as ReadableStream<Uint8Array<ArrayBuffer>>;
  }

  override get bodyUsed(): boolean {
    return this.#read || (this.#streamed?.bodyUsed ?? false);
  }

  /** Whether nobody has read the bytes, nor begun to read its stream. */
  #unread(): boolean {
    return !this.bodyUsed && !this.#streamed?.body?.locked;
  }

  /** The bytes, once, as a body is read once; a copy, so the reader may change them. */
  #take(): Uint8Array<ArrayBuffer> {
    if (!this.#unread()) throw unusable();
    this.#read = true;
    return this.#bytes.slice();
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#take().buffer;
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#take();
  }

  override async text(): Promise<string> {
    return decoder.decode(this.#take());
  }

  override async json(): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown;
  }

  override async blob(): Promise<Blob> {
    return new Blob([this.#take()], { type: this.headers.get('Content-Type') ?? '' });
  }

  override clone(): Response {
    if (!this.#unread()) throw new TypeError('Response.clone: Body has already been consumed.');
    return new WholeResponse(this.#bytes, { status: this.status, statusText: this.statusText, headers: new Headers(this.headers) });
  }
}

const decoder = new TextDecoder();

/** `new Response(body, init)`, marked with its bytes, whose stream is made only if it is read (WholeResponse). */
export function wholeResponse(body: Uint8Array<ArrayBuffer> | null, init: ResponseInit): Response {
  return body ? new WholeResponse(body, init) : new Response(null, init);
}

/** The bytes of a response made by wholeResponse; undefined for any other (read its body as usual). */
export function wholeBodyOf(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return (response as Marked)[WHOLE_BODY];
}

/** `response` again with other headers (and status), keeping its whole-body mark when it has one. */
export function withNewHeaders(response: Response, headers: Headers, status = response.status): Response {
  const whole = wholeBodyOf(response);
  const init = { status, statusText: response.statusText, headers };
  return whole ? wholeResponse(whole, init) : new Response(response.body, init);
}
