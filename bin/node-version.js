// The Node.js the command needs (Astro 7 and the sources' type stripping need 22.19), checked with
// syntax every Node parses, so that an older Node gets one line saying what to do, not a stack.
export const REQUIRED_NODE = '22.19';

/** The one-line message for a Node version older than REQUIRED_NODE, or undefined when it is recent enough. */
export function oldNodeMessage(version) {
  const [major, minor] = version.split('.').map(Number);
  const [needMajor, needMinor] = REQUIRED_NODE.split('.').map(Number);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return undefined;
  return `docsmith needs Node.js ${REQUIRED_NODE} or newer, and this is Node.js ${version}: install Node 22 LTS from https://nodejs.org (or run: nvm install 22) and try again.`;
}
