import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { wholeBodyOf } from '../../src/data/http/whole-body';

/**
 * Sends an answer whose bytes are known (whole-body.ts) straight to Node's response, and gives @hono/node-server
 * the answer that says it is already sent. Any other answer is returned as it is, for node-server to stream. Writing
 * the bytes at once skips reading them back through a web stream, which node-server does a chunk at a time and, when
 * the chunks do not come at once, after a timer (issue 22).
 */
export function sendWhole(request: Request, response: Response, env: unknown): Response {
  const outgoing = (env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  const bytes = wholeBodyOf(response);
  if (!outgoing || !bytes || request.method === 'HEAD' || outgoing.headersSent) return response;
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  headers['content-length'] = bytes.byteLength;
  outgoing.writeHead(response.status, response.statusText || undefined, headers);
  outgoing.end(bytes);
  return RESPONSE_ALREADY_SENT;
}
