// Secrets in code samples, and the shape of authentication examples. A sample may show where a key
// goes, never a key: placeholders such as `<API_KEY>`, `$TOKEN`, `${API_KEY}` or `{{token}}` are fine.

export interface SecretHit {
  /** 0-based line inside the code block. */
  line: number;
  column: number;
  kind: string;
  /**
   * A format that is a credential and nothing else (a private key body, a live payment key, a cloud
   * access key id, a code-hosting token): `code/secret`. Others (a JWT, a bearer value, a key-like
   * string some samples show as a fake) are `code/possible-secret`.
   */
  certain: boolean;
}

interface KeyFormat {
  kind: string;
  pattern: RegExp;
  certain: boolean;
}

/** Formats that identify a credential by their shape. */
const KEY_FORMATS: KeyFormat[] = [
  { kind: 'a private key', certain: true, pattern: /-----BEGIN (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----/g },
  { kind: 'a cloud access key id', certain: true, pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: 'a code-hosting token', certain: true, pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{50,})\b/g },
  { kind: 'a live payment key', certain: true, pattern: /\b[sr]k_live_[A-Za-z0-9]{20,}\b/g },
  { kind: 'a chat-workspace token', certain: false, pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g },
  { kind: 'an AI-service key', certain: false, pattern: /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{32,}\b/g },
  { kind: 'a cloud API key', certain: false, pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { kind: 'a signed token (JWT)', certain: false, pattern: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/g },
];

/** Text that only stands in for a value. */
export function isPlaceholder(value: string): boolean {
  const v = value.trim().replace(/^["'`]|["'`,;]+$/g, '');
  if (!v) return true;
  if (/^<[^>]+>$/.test(v)) return true; // <API_KEY>
  if (/^\$\{?[A-Za-z_][\w.]*\}?$/.test(v)) return true; // $TOKEN, ${API_KEY}
  if (/^\{\{?\s*[\w.]+\s*\}?\}$/.test(v)) return true; // {{token}}, {token}
  if (/^%[A-Za-z_]\w*%$/.test(v)) return true; // %TOKEN%
  if (/x{4,}|X{4,}|\*{3,}|\.{3}|…/.test(v)) return true;
  if (/your|example|placeholder|dummy|redacted|replace|insert|secret[_-]?key|api[_-]?key|token|here/i.test(v)) return true;
  return false;
}

/** A real-looking credential has some variety: `aaaaaaaaaaaaaaaa` or `1234567890123456` is not one. */
function looksRandom(value: string): boolean {
  const distinct = new Set(value).size;
  return distinct >= 8 && /[0-9]/.test(value) && /[A-Za-z]/.test(value);
}

function lineAndColumn(code: string, offset: number): { line: number; column: number } {
  const before = code.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, column: offset - (before.lastIndexOf('\n') + 1) };
}

export function findSecrets(code: string): SecretHit[] {
  const hits: SecretHit[] = [];
  for (const format of KEY_FORMATS) {
    for (const m of code.matchAll(format.pattern)) {
      if (format.kind === 'a private key') {
        // A header followed by "..." or a placeholder is a sample's outline, not a key.
        const after = code.slice(m.index! + m[0].length, m.index! + m[0].length + 200).trim();
        if (!/^[A-Za-z0-9+/=\r\n]{40,}/.test(after)) continue;
      } else if (isPlaceholder(m[0]) || !looksRandom(m[0])) {
        continue;
      }
      hits.push({ ...lineAndColumn(code, m.index!), kind: format.kind, certain: format.certain });
    }
  }
  for (const m of code.matchAll(/\bBearer[ \t]+([A-Za-z0-9._~+/=-]{20,})/g)) {
    const token = m[1]!;
    if (isPlaceholder(token) || !looksRandom(token)) continue;
    if (hits.some((h) => h.line === lineAndColumn(code, m.index!).line)) continue;
    hits.push({ ...lineAndColumn(code, m.index! + m[0].length - token.length), kind: 'a bearer token', certain: false });
  }
  return hits.sort((a, b) => a.line - b.line || a.column - b.column);
}

export interface AuthHeaderHit {
  line: number;
  column: number;
  value: string;
}

/**
 * Authorization headers written as literal text that do not follow the `Bearer <API_KEY>` form: another
 * scheme (`Token abc`, `Basic …`), or a bearer value that is neither a placeholder nor built from a
 * variable (`f"Bearer {key}"`, `` `Bearer ${token}` ``, `"Bearer " + token` are fine). A bearer value
 * that looks like a real credential is left to the secrets rule.
 */
export function findAuthHeaderProblems(code: string): AuthHeaderHit[] {
  const hits: AuthHeaderHit[] = [];
  const re = /["']?\bAuthorization["']?[ \t]*(?::|=>|=|,)[ \t]*(["'`]?)([^"'`\n]*)/gi;
  for (const m of code.matchAll(re)) {
    const value = m[2]!.trim();
    const offset = m.index! + m[0].length - m[2]!.length;
    const bearer = /^Bearer(?:\s+(.*))?$/i.exec(value);
    if (bearer) {
      const token = (bearer[1] ?? '').trim();
      if (!token || /[{$<]/.test(token) || (looksRandom(token) && !isPlaceholder(token))) continue;
      hits.push({ ...lineAndColumn(code, offset), value });
      continue;
    }
    if (/^(Token|Basic|Api-?Key|Key|Digest)\b/i.test(value)) hits.push({ ...lineAndColumn(code, offset), value });
  }
  return hits;
}
