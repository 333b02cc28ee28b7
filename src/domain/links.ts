// Links stored by users or the system (a notification's link; later others) are followed by every
// screen that shows them, so they are kept to two kinds (issue 23): a path inside the app ('/orders/12'),
// or an https address whose host an admin listed in the setting linkHosts. javascript:, data:, http: and
// every other scheme, and protocol-relative '//host' paths, are refused.

/** A host name as the linkHosts setting lists it: lower case, dots between labels, no port or scheme. */
export const LINK_HOST_PATTERN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** A path of this app: one leading slash, then no second slash or backslash, and no spaces or controls. */
// eslint-disable-next-line no-control-regex -- control characters are what this keeps out
const APP_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*$/;

export function isAllowedLink(link: string, hosts: readonly string[]): boolean {
  if (link.startsWith('/')) return APP_PATH.test(link);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && hosts.includes(url.hostname.toLowerCase());
}
