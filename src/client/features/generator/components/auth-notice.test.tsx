import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AuthNoticeBanner, noticeFromQuery, UNKNOWN_AUTH_ERROR } from './auth-notice';

const noop = () => undefined;
const query = (q: string) => noticeFromQuery(new URLSearchParams(q));

describe('the home page sign-in notice', () => {
  it('shows the text of a known error code, and a fixed text for any other, never text from the address', () => {
    expect(query('error=invalid-token&message=Call%20555')).toEqual({ kind: 'error', message: 'Invalid authentication link. Please request a new one.' });
    expect(query('error=locked&message=Your%20account%20is%20locked.%20Call%20555')).toEqual({ kind: 'error', message: UNKNOWN_AUTH_ERROR });
    expect(query('error=constructor')).toEqual({ kind: 'error', message: UNKNOWN_AUTH_ERROR });
    const html = renderToStaticMarkup(<AuthNoticeBanner notice={query('error=x&message=Call%20555')} user={null} onDismiss={noop} />);
    expect(html).toContain(UNKNOWN_AUTH_ERROR);
    expect(html).not.toContain('555');
    expect(query('')).toBeNull();
  });

  it('greets only a signed-in visitor, by the session e-mail rather than the address', () => {
    const success = query('auth=success&email=mallory%40evil.example');
    expect(renderToStaticMarkup(<AuthNoticeBanner notice={success} user={null} onDismiss={noop} />)).toBe('');
    const html = renderToStaticMarkup(<AuthNoticeBanner notice={success} user={{ id: 7, email: 'dana@example.com', isPremium: true }} onDismiss={noop} />);
    expect(html).toContain('Successfully signed in to');
    expect(html).toContain('Welcome back, dana@example.com');
    expect(html).not.toContain('mallory');
  });
});
