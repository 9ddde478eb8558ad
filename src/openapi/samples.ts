// Request samples in curl, JavaScript (fetch), Python (requests) and Go. Credentials are always
// placeholders in their proper form (`Authorization: Bearer <API_KEY>`); the file's own
// `x-codeSamples` come first.

export type SampleAuth =
  | { kind: 'none' }
  | { kind: 'header'; name: string; value: string }
  | { kind: 'query'; name: string; value: string }
  | { kind: 'cookie'; name: string; value: string }
  | { kind: 'basic'; username: string; password: string };

export interface SampleRequest {
  method: string;
  /** Base URL as shown first on the page (the selector swaps it in every sample). */
  baseUrl: string;
  /** Path with path parameters filled in or left as `{name}`. */
  path: string;
  query: [string, string][];
  headers: [string, string][];
  auth: SampleAuth;
  body?: { mediaType: string; value: unknown };
}

export interface CodeSample {
  /** Shiki language id. */
  lang: string;
  /** Tab label. */
  label: string;
  code: string;
  /** From the file's `x-codeSamples`. */
  custom?: boolean;
}

const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const js = (s: string) => JSON.stringify(s);
const py = (s: string) => JSON.stringify(s);

function isForm(mediaType: string): boolean {
  return /x-www-form-urlencoded/i.test(mediaType);
}
function isMultipart(mediaType: string): boolean {
  return /multipart\//i.test(mediaType);
}
function isJson(mediaType: string): boolean {
  return /json/i.test(mediaType);
}

/** Form fields the way form-encoded APIs nest them: `metadata[key]=value`, `items[0][price]=…`. */
export function formPairs(value: unknown, prefix = ''): [string, string][] {
  if (value === null || value === undefined) return prefix ? [[prefix, '']] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => formPairs(item, `${prefix}[${i}]`));
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => formPairs(v, prefix ? `${prefix}[${k}]` : k));
  }
  return [[prefix, String(value)]];
}

function fullUrl(req: SampleRequest): string {
  const query = [...req.query, ...(req.auth.kind === 'query' ? [[req.auth.name, req.auth.value] as [string, string]] : [])];
  const search = query.length ? `?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
  return `${req.baseUrl.replace(/\/+$/, '')}${req.path}${search}`;
}

function headersOf(req: SampleRequest): [string, string][] {
  const headers: [string, string][] = [];
  if (req.auth.kind === 'header') headers.push([req.auth.name, req.auth.value]);
  if (req.auth.kind === 'cookie') headers.push(['Cookie', `${req.auth.name}=${req.auth.value}`]);
  headers.push(...req.headers);
  if (req.body && !isMultipart(req.body.mediaType)) headers.push(['Content-Type', req.body.mediaType]);
  return headers;
}

function bodyText(body: NonNullable<SampleRequest['body']>): string {
  if (typeof body.value === 'string') return body.value;
  return JSON.stringify(body.value, null, 2) ?? '';
}

function curl(req: SampleRequest): string {
  const lines = [`curl --request ${req.method.toUpperCase()} \\`, `  --url ${q(fullUrl(req))}`];
  if (req.auth.kind === 'basic') lines.push(`  --user ${q(`${req.auth.username}:${req.auth.password}`)}`);
  for (const [k, v] of headersOf(req)) lines.push(`  --header ${q(`${k}: ${v}`)}`);
  if (req.body) {
    if (isForm(req.body.mediaType)) for (const [k, v] of formPairs(req.body.value)) lines.push(`  --data-urlencode ${q(`${k}=${v}`)}`);
    else if (isMultipart(req.body.mediaType)) for (const [k, v] of formPairs(req.body.value)) lines.push(`  --form ${q(`${k}=${v}`)}`);
    else lines.push(`  --data ${q(bodyText(req.body))}`);
  }
  return lines.join(' \\\n').replace(/ \\ \\\n/g, ' \\\n');
}

function javascript(req: SampleRequest): string {
  const headers = headersOf(req).filter(([k]) => !(req.body && isMultipart(req.body.mediaType) && k === 'Content-Type'));
  const out: string[] = [];
  const headerLines = headers.map(([k, v]) => `    ${js(k)}: ${js(v)},`);
  if (req.auth.kind === 'basic') headerLines.unshift(`    Authorization: 'Basic ' + btoa(${js(`${req.auth.username}:${req.auth.password}`)}),`);
  let bodyLine: string | undefined;
  if (req.body) {
    if (isForm(req.body.mediaType)) {
      out.push('const body = new URLSearchParams();');
      for (const [k, v] of formPairs(req.body.value)) out.push(`body.append(${js(k)}, ${js(v)});`);
      out.push('');
      bodyLine = '  body,';
    } else if (isMultipart(req.body.mediaType)) {
      out.push('const body = new FormData();');
      for (const [k, v] of formPairs(req.body.value)) out.push(`body.append(${js(k)}, ${js(v)});`);
      out.push('');
      bodyLine = '  body,';
    } else if (isJson(req.body.mediaType) && typeof req.body.value !== 'string') {
      bodyLine = `  body: JSON.stringify(${(JSON.stringify(req.body.value, null, 2) ?? 'null').replace(/\n/g, '\n  ')}),`;
    } else {
      bodyLine = `  body: ${js(bodyText(req.body))},`;
    }
  }
  out.push(`const response = await fetch(${js(fullUrl(req))}, {`, `  method: ${js(req.method.toUpperCase())},`);
  if (headerLines.length) out.push('  headers: {', ...headerLines, '  },');
  if (bodyLine) out.push(bodyLine);
  out.push('});', '', 'if (!response.ok) throw new Error(`Request failed: ${response.status}`);', 'console.log(await response.json());');
  return out.join('\n');
}

function pyLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return py(value);
  const next = `${indent}    `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${next}${pyLiteral(v, next)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${next}${py(k)}: ${pyLiteral(v, next)},`).join('\n')}\n${indent}}`;
}

function python(req: SampleRequest): string {
  const headers = headersOf(req).filter(([k]) => !(req.body && (isJson(req.body.mediaType) || isForm(req.body.mediaType) || isMultipart(req.body.mediaType)) && k === 'Content-Type'));
  const out = ['import requests', '', `url = ${py(fullUrl(req))}`];
  const args = ['url'];
  if (headers.length) {
    out.push(`headers = ${pyLiteral(Object.fromEntries(headers))}`);
    args.push('headers=headers');
  }
  if (req.auth.kind === 'basic') args.push(`auth=(${py(req.auth.username)}, ${py(req.auth.password)})`);
  if (req.body) {
    if (isForm(req.body.mediaType) || isMultipart(req.body.mediaType)) {
      out.push(`data = ${pyLiteral(Object.fromEntries(formPairs(req.body.value)))}`);
      args.push(isMultipart(req.body.mediaType) ? 'files={k: (None, v) for k, v in data.items()}' : 'data=data');
    } else if (isJson(req.body.mediaType) && typeof req.body.value !== 'string') {
      out.push(`payload = ${pyLiteral(req.body.value)}`);
      args.push('json=payload');
    } else {
      out.push(`payload = ${py(bodyText(req.body))}`);
      args.push('data=payload');
    }
  }
  out.push('', `response = requests.${req.method.toLowerCase() === 'query' ? 'request' : req.method.toLowerCase()}(${args.join(', ')})`, 'response.raise_for_status()', 'print(response.json())');
  return out.join('\n');
}

function go(req: SampleRequest): string {
  const imports = new Set(['fmt', 'io', 'net/http']);
  const pre: string[] = [];
  let bodyExpr = 'nil';
  const headers = headersOf(req);
  if (req.body) {
    if (isForm(req.body.mediaType)) {
      imports.add('net/url').add('strings');
      pre.push('\tform := url.Values{}');
      for (const [k, v] of formPairs(req.body.value)) pre.push(`\tform.Set(${JSON.stringify(k)}, ${JSON.stringify(v)})`);
      bodyExpr = 'strings.NewReader(form.Encode())';
    } else if (isMultipart(req.body.mediaType)) {
      imports.add('bytes').add('mime/multipart');
      pre.push('\tbody := &bytes.Buffer{}', '\twriter := multipart.NewWriter(body)');
      for (const [k, v] of formPairs(req.body.value)) pre.push(`\twriter.WriteField(${JSON.stringify(k)}, ${JSON.stringify(v)})`);
      pre.push('\twriter.Close()');
      bodyExpr = 'body';
    } else {
      imports.add('strings');
      const text = bodyText(req.body);
      pre.push(`\tpayload := strings.NewReader(${text.includes('`') ? JSON.stringify(text) : `\`${text}\``})`);
      bodyExpr = 'payload';
    }
  }
  const lines = [
    `\treq, err := http.NewRequest(${JSON.stringify(req.method.toUpperCase())}, ${JSON.stringify(fullUrl(req))}, ${bodyExpr})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
  ];
  for (const [k, v] of headers) {
    if (req.body && isMultipart(req.body.mediaType) && k === 'Content-Type') continue;
    lines.push(`\treq.Header.Set(${JSON.stringify(k)}, ${JSON.stringify(v)})`);
  }
  if (req.body && isMultipart(req.body.mediaType)) lines.push('\treq.Header.Set("Content-Type", writer.FormDataContentType())');
  if (req.auth.kind === 'basic') lines.push(`\treq.SetBasicAuth(${JSON.stringify(req.auth.username)}, ${JSON.stringify(req.auth.password)})`);
  lines.push(
    '',
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '',
    '\tdata, _ := io.ReadAll(res.Body)',
    '\tfmt.Println(res.Status, string(data))',
  );
  const importBlock = `import (\n${[...imports].sort().map((i) => `\t${JSON.stringify(i)}`).join('\n')}\n)`;
  return ['package main', '', importBlock, '', 'func main() {', ...pre, ...lines, '}'].join('\n');
}

export interface CustomSample {
  lang?: string;
  label?: string;
  source?: string;
}

/** The Shiki language id for a label or language name authors write in `x-codeSamples`. */
export function shikiLang(lang: string | undefined): string {
  const l = (lang ?? '').toLowerCase();
  const map: Record<string, string> = {
    'c#': 'csharp', csharp: 'csharp', node: 'javascript', 'node.js': 'javascript', nodejs: 'javascript', js: 'javascript',
    javascript: 'javascript', typescript: 'typescript', ts: 'typescript', python: 'python', py: 'python', curl: 'bash',
    shell: 'bash', sh: 'bash', bash: 'bash', go: 'go', golang: 'go', java: 'java', ruby: 'ruby', php: 'php', kotlin: 'kotlin', swift: 'swift', rust: 'rust',
  };
  return map[l] ?? (/^[a-z0-9+-]+$/.test(l) ? l : 'text');
}

export function codeSamples(req: SampleRequest, custom: CustomSample[] = []): CodeSample[] {
  const own = custom
    .filter((c) => typeof c.source === 'string' && c.source.trim())
    .map((c) => ({ lang: shikiLang(c.lang), label: c.label ?? c.lang ?? 'Example', code: c.source!, custom: true }));
  return [
    ...own,
    { lang: 'bash', label: 'cURL', code: curl(req) },
    { lang: 'javascript', label: 'JavaScript', code: javascript(req) },
    { lang: 'python', label: 'Python', code: python(req) },
    { lang: 'go', label: 'Go', code: go(req) },
  ];
}
