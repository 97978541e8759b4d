import { FrameAnswerError } from '../channel.js'

/** The auth service as the frame calls it; its 4xx `message` becomes the frame error's message. */
export class AuthClient {
  constructor(private readonly baseUrl: string) {}

  async post<T>(path: string, body: unknown = {}, accessToken?: string): Promise<T> {
    let response: Response
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
        body: JSON.stringify(body)
      })
    } catch {
      throw new FrameAnswerError('Something went wrong')
    }
    const payload = (await response.json().catch(() => ({}))) as { message?: unknown }
    if (!response.ok) throw new FrameAnswerError(typeof payload.message === 'string' && payload.message ? payload.message.slice(0, 300) : 'An error occurred', response.status)
    return payload as T
  }
}
