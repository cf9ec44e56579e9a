// Stands in for tldts (the public-suffix list, about 40 KiB gzip) in the runner's bundle. msw's cookie store
// (tough-cookie) asks it for a cookie domain's registrable domain; the fake API sets no cookies, so the last two
// labels of a host name are enough.
export function getDomain(hostname: string): string | null {
  const labels = hostname.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
