// The one way the client talks to the server (free-area.md section 7): JSON bodies, cookies
// always sent, and any non-OK answer raises an Error whose message is 'STATUS: body-or-statusText'.
import type { z } from 'zod';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The body as our JSON error shape ({ error, details }); empty when it is not JSON. */
  get errorBody(): { error?: unknown; message?: unknown; code?: unknown; details?: unknown } {
    try {
      const parsed = JSON.parse(this.body) as unknown;
      return typeof parsed === 'object' && parsed !== null ? parsed : {};
    } catch {
      return {};
    }
  }

  /** The server's { error } text when the body is our JSON error shape. */
  get serverMessage(): string | undefined {
    const { error, message } = this.errorBody;
    return typeof error === 'string' ? error : typeof message === 'string' ? message : undefined;
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, res.statusText);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest plus a parse of the JSON answer with the shared contract. */
export async function apiJson<S extends z.ZodType>(schema: S, method: string, url: string, data?: unknown): Promise<z.output<S>> {
  const res = await apiRequest(method, url, data);
  return schema.parse(await res.json());
}

/** A file sent as the request body itself (an upload), with its own type; the JSON answer parsed
 * with the shared contract, and errors as apiRequest's. */
export async function apiUpload<S extends z.ZodType>(schema: S, url: string, file: Blob): Promise<z.output<S>> {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': file.type || 'application/octet-stream' }, body: file, credentials: 'include' });
  await throwIfResNotOk(res);
  return schema.parse(await res.json());
}
