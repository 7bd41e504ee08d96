/** Reading an order's tokens back from a pasted portal link (the link itself: paths.orderResult). */

// `.../orders/<intake>/<order>` with an optional trailing slash, query or fragment; with or without a host.
const ORDER_LINK = /(?:^|\/)orders\/([^/?#\s]+)\/([^/?#\s]+)\/?(?:[?#]\S*)?$/;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part).trim();
  } catch {
    return null;
  }
}

export function readOrderLink(text: string): { intakeToken: string; orderToken: string } | null {
  const match = ORDER_LINK.exec(text.trim());
  if (!match?.[1] || !match[2]) return null;
  const intakeToken = decode(match[1]);
  const orderToken = decode(match[2]);
  return intakeToken && orderToken ? { intakeToken, orderToken } : null;
}
