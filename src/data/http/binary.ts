/*
 * Calls whose answer is a file (an invoice, a bank slip's picture). Kept out of
 * ApiClient so that only the features that download files carry this code.
 */
import type { ApiClient, ApiRequest } from './api-client';

/** A binary answer: its bytes, its Content-Type and its Content-Disposition (null when absent). */
export interface BinaryAnswer {
  bytes: ArrayBuffer;
  contentType: string;
  contentDisposition: string | null;
}

/** Bytes as an ArrayBuffer of exactly their length (Node's axios answers a Buffer, browsers an ArrayBuffer). */
function toArrayBuffer(data: unknown): ArrayBuffer {
  if (data instanceof ArrayBuffer) return data;
  if (ArrayBuffer.isView(data)) return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  if (typeof data === 'string') return new TextEncoder().encode(data).buffer as ArrayBuffer;
  return new ArrayBuffer(0);
}

/** A binary call's error body arrives as bytes: read as JSON (a cause and a message) when it is, as text otherwise. */
function readErrorBody(data: unknown): unknown {
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return data;
  const text = new TextDecoder().decode(toArrayBuffer(data));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A call whose answer is a file: its bytes and Content-Type, with the same session recovery, 429 and error rules
 * as `api.request` (an error's JSON body is read as usual, so its cause and Spanish message survive).
 */
export async function requestBinary(
  api: ApiClient,
  request: Omit<ApiRequest<null>, 'schema' | 'responseType' | 'readErrorBody'>,
): Promise<BinaryAnswer> {
  const response = await api.requestRaw({ ...request, schema: null, responseType: 'arraybuffer', readErrorBody });
  const type = response.headers['content-type'];
  const disposition = response.headers['content-disposition'];
  return {
    bytes: toArrayBuffer(response.data),
    contentType: typeof type === 'string' ? type : 'application/octet-stream',
    contentDisposition: typeof disposition === 'string' ? disposition : null,
  };
}
