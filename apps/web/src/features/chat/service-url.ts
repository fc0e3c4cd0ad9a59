/**
 * The third-party customer-service address from the app config (`service_url`): only an absolute
 * http(s) URL is used, so a misconfigured value can never run script in the app.
 */
export function readServiceUrl(appConfig: Record<string, unknown>): string | undefined {
  const value = appConfig.service_url;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
