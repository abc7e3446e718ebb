import { redactUrl, requestLogSerializers } from './log-serializers';

describe('redactUrl', () => {
  it('hides the values of token parameters and keeps the rest', () => {
    expect(redactUrl('/api/ws?access_token=eyJ.secret.sig&run_id=r-1')).toBe('/api/ws?access_token=[redacted]&run_id=r-1');
    expect(redactUrl('/reset-password?code=abc123')).toBe('/reset-password?code=[redacted]');
    expect(redactUrl('/auth/v1/verify?token=t&type=recovery&redirect_to=http%3A%2F%2Fx')).toBe(
      '/auth/v1/verify?token=[redacted]&type=recovery&redirect_to=http%3A%2F%2Fx',
    );
  });

  it('leaves URLs without secrets untouched', () => {
    expect(redactUrl('/api/tests/?limit=5')).toBe('/api/tests/?limit=5');
    expect(redactUrl('/app')).toBe('/app');
  });

  it('is what the request serializer logs', () => {
    expect(requestLogSerializers.req({ method: 'GET', url: '/api/ws?access_token=secret', host: 'h', ip: '127.0.0.1' })).toEqual({
      method: 'GET',
      url: '/api/ws?access_token=[redacted]',
      host: 'h',
      remoteAddress: '127.0.0.1',
    });
  });
});
