// Whether a line opens a fenced code block. MDX has no indented code, so a fence may be indented any
// amount (inside <Steps>, say). A backtick fence's info string may not hold a backtick (CommonMark):
// "```npm i docsmith```" on a line of its own is inline code, not the start of a block.

const FENCE_LINE = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

export interface FenceOpening {
  indent: string;
  /** The run of backticks or tildes; a closing fence uses the same character, at least as many. */
  marker: string;
  /** What follows the marker: language and meta. */
  info: string;
}

export function fenceOpening(line: string): FenceOpening | undefined {
  const open = FENCE_LINE.exec(line.replace(/\r?\n$/, ''));
  if (!open) return undefined;
  const [, indent = '', marker = '', info = ''] = open;
  if (marker[0] === '`' && info.includes('`')) return undefined;
  return { indent, marker, info };
}

/** Whether `line` closes a block opened with `marker`. */
export function closesFence(line: string, marker: string): boolean {
  const close = FENCE_LINE.exec(line.replace(/\r?\n$/, ''));
  return !!close && close[2]![0] === marker[0] && close[2]!.length >= marker.length && !close[3]!.trim();
}
