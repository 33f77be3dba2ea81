/**
 * The Atom feed of the articles (RFC 4287), one per language, written by the build (scripts/build/feed.ts) as
 * `feed.xml` under the resources page (content/registry.ts `feedPath`) and served with the Atom media type
 * (server/static-memory.ts).
 */
export const FEED_FILE = "feed.xml";
export const ATOM_TYPE = "application/atom+xml";

/** Whether a file of the build (relative to it, "resource/feed.xml") is a feed. */
export const isFeedFile = (relative: string): boolean => relative === FEED_FILE || relative.endsWith(`/${FEED_FILE}`);
