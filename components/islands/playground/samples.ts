// Request samples (curl, JavaScript, Python, Go) for a built request: the one place that turns a
// request into client code, for the playground and for the samples of operation pages
// (src/openapi/samples.ts). Pure text; callers pass a request built with `mask: true`, so secrets
// appear as placeholders.
import type { BuiltRequest } from './request.ts';

export type SampleLanguage = 'curl' | 'javascript' | 'python' | 'go';

/** Tab order, labels and the highlighter's language id. */
export const SAMPLE_LANGUAGES: { id: SampleLanguage; label: string; lang: string }[] = [
  { id: 'curl', label: 'cURL', lang: 'bash' },
  { id: 'javascript', label: 'JavaScript', lang: 'javascript' },
  { id: 'python', label: 'Python', lang: 'python' },
  { id: 'go', label: 'Go', lang: 'go' },
];

/**
 * docs.json `api.examples.languages` names (as the hosted platform spells them, and their aliases)
 * for the languages Docsmith generates.
 */
export const SAMPLE_LANGUAGE_NAMES: Record<string, SampleLanguage> = {
  curl: 'curl', bash: 'curl', shell: 'curl', sh: 'curl',
  javascript: 'javascript', js: 'javascript', node: 'javascript', nodejs: 'javascript', 'node.js': 'javascript',
  python: 'python', py: 'python',
  go: 'go', golang: 'go',
};

/** The samples a request shows, in order: the site's choice (`api.examples.languages`), else all. */
export function sampleLanguagesFor(chosen: readonly SampleLanguage[] | undefined): typeof SAMPLE_LANGUAGES {
  if (!chosen?.length) return SAMPLE_LANGUAGES;
  return chosen.flatMap((id) => SAMPLE_LANGUAGES.filter((l) => l.id === id));
}

/** A POSIX shell single-quoted word. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

const str = (text: string) => JSON.stringify(text);

function parsedJson(request: BuiltRequest): { ok: true; value: unknown } | { ok: false } {
  const body = request.body;
  if (body?.kind !== 'text') return { ok: false };
  const type = request.headers.find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!/json/i.test(type)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false };
  }
}

export function curlSample(request: BuiltRequest): string {
  const lines = [`curl --request ${request.method}`, `--url ${shellQuote(request.url)}`];
  if (request.basic) lines.push(`--user ${shellQuote(`${request.basic.username}:${request.basic.password}`)}`);
  for (const [name, value] of request.headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (request.cookies.length) lines.push(`--cookie ${shellQuote(request.cookies.map(([k, v]) => `${k}=${v}`).join('; '))}`);
  const body = request.body;
  if (body?.kind === 'text') lines.push(`--data ${shellQuote(body.text)}`);
  if (body?.kind === 'urlencoded') body.entries.forEach(([k, v]) => lines.push(`--data-urlencode ${shellQuote(`${k}=${v}`)}`));
  if (body?.kind === 'multipart') {
    body.entries.forEach(([k, v]) => lines.push(`--form ${shellQuote(typeof v === 'string' ? `${k}=${v}` : `${k}=@${v.name}`)}`));
  }
  if (body?.kind === 'file') lines.push(`--data-binary ${shellQuote(`@${body.file?.name ?? 'file'}`)}`);
  return lines.join(' \\\n  ');
}

function indent(text: string, by: string): string {
  return text.split('\n').join(`\n${by}`);
}

export function javascriptSample(request: BuiltRequest): string {
  const pre: string[] = [];
  const options: string[] = [`  method: ${str(request.method)},`];
  const headers = request.headers.map(([k, v]) => `    ${str(k)}: ${str(v)},`);
  if (request.basic) {
    headers.unshift(`    "Authorization": "Basic " + btoa(${str(`${request.basic.username}:${request.basic.password}`)}),`);
  }
  if (request.cookies.length) pre.push('// Browsers do not send Cookie headers set by a script; run this in Node.js.');
  if (request.cookies.length) headers.push(`    "Cookie": ${str(request.cookies.map(([k, v]) => `${k}=${v}`).join('; '))},`);
  if (headers.length) options.push('  headers: {', ...headers, '  },');
  const body = request.body;
  if (body?.kind === 'text') {
    const json = parsedJson(request);
    options.push(json.ok ? `  body: JSON.stringify(${indent(JSON.stringify(json.value, null, 2), '  ')}),` : `  body: ${str(body.text)},`);
  } else if (body?.kind === 'urlencoded') {
    options.push(`  body: new URLSearchParams(${JSON.stringify(body.entries)}),`);
  } else if (body?.kind === 'multipart') {
    pre.push('const form = new FormData();');
    for (const [k, v] of body.entries) {
      pre.push(typeof v === 'string' ? `form.append(${str(k)}, ${str(v)});` : `form.append(${str(k)}, fileInput.files[0]); // ${v.name}`);
    }
    options.push('  body: form,');
  } else if (body?.kind === 'file') {
    options.push(`  body: fileInput.files[0], // ${body.file?.name ?? 'the file to send'}`);
  }
  return [
    ...pre,
    ...(pre.length ? [''] : []),
    `const response = await fetch(${str(request.url)}, {`,
    ...options,
    '});',
    'console.log(response.status, await response.text());',
  ].join('\n');
}

/** JSON as a Python literal (true/false/null become True/False/None). */
export function pythonLiteral(value: unknown, depth = 0): string {
  const pad = '    '.repeat(depth + 1);
  const end = '    '.repeat(depth);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return str(value);
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${pad}${pythonLiteral(v, depth + 1)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.length) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${str(k)}: ${pythonLiteral(v, depth + 1)},`).join('\n')}\n${end}}`;
}

export function pythonSample(request: BuiltRequest): string {
  const args: string[] = [`    ${str(request.url)},`];
  const body = request.body;
  const json = parsedJson(request);
  const headers = request.headers.filter(([k]) => !(json.ok && k.toLowerCase() === 'content-type'));
  if (headers.length) args.push(`    headers=${indent(pythonLiteral(Object.fromEntries(headers)), '    ')},`);
  if (request.cookies.length) args.push(`    cookies=${indent(pythonLiteral(Object.fromEntries(request.cookies)), '    ')},`);
  if (request.basic) args.push(`    auth=(${str(request.basic.username)}, ${str(request.basic.password)}),`);
  if (body?.kind === 'text') {
    args.push(json.ok ? `    json=${indent(pythonLiteral(json.value), '    ')},` : `    data=${str(body.text)},`);
  } else if (body?.kind === 'urlencoded') {
    args.push(`    data=[${body.entries.map(([k, v]) => `(${str(k)}, ${str(v)})`).join(', ')}],`);
  } else if (body?.kind === 'multipart') {
    const data = body.entries.filter((e): e is [string, string] => typeof e[1] === 'string');
    const files = body.entries.filter((e) => typeof e[1] !== 'string');
    if (data.length) args.push(`    data=[${data.map(([k, v]) => `(${str(k)}, ${str(v)})`).join(', ')}],`);
    if (files.length) {
      args.push(`    files=[${files.map(([k, v]) => `(${str(k)}, open(${str((v as { name: string }).name)}, "rb"))`).join(', ')}],`);
    }
  } else if (body?.kind === 'file') {
    args.push(`    data=open(${str(body.file?.name ?? 'file')}, "rb"),`);
  }
  return [
    'import requests',
    '',
    `response = requests.request(`,
    `    ${str(request.method)},`,
    ...args,
    ')',
    'print(response.status_code, response.text)',
  ].join('\n');
}

export function goSample(request: BuiltRequest): string {
  const imports = new Set(['fmt', 'io', 'net/http']);
  const pre: string[] = [];
  let bodyExpr = 'nil';
  const body = request.body;
  if (body?.kind === 'text') {
    imports.add('strings');
    pre.push(`\tpayload := strings.NewReader(${body.text.includes('`') ? str(body.text) : `\`${body.text}\``})`);
    bodyExpr = 'payload';
  } else if (body?.kind === 'urlencoded') {
    imports.add('net/url').add('strings');
    pre.push('\tform := url.Values{}', ...body.entries.map(([k, v]) => `\tform.Add(${str(k)}, ${str(v)})`));
    bodyExpr = 'strings.NewReader(form.Encode())';
  } else if (body?.kind === 'multipart') {
    imports.add('bytes').add('mime/multipart');
    pre.push('\tbody := &bytes.Buffer{}', '\twriter := multipart.NewWriter(body)');
    for (const [k, v] of body.entries) {
      pre.push(typeof v === 'string' ? `\twriter.WriteField(${str(k)}, ${str(v)})` : `\t// ${k}: attach ${v.name} with writer.CreateFormFile`);
    }
    pre.push('\twriter.Close()');
    bodyExpr = 'body';
  } else if (body?.kind === 'file') {
    imports.add('os');
    pre.push(`\tpayload, _ := os.Open(${str(body.file?.name ?? 'file')})`);
    bodyExpr = 'payload';
  }
  const lines = [`\treq, err := http.NewRequest(${str(request.method)}, ${str(request.url)}, ${bodyExpr})`, '\tif err != nil {', '\t\tpanic(err)', '\t}'];
  for (const [k, v] of request.headers) lines.push(`\treq.Header.Set(${str(k)}, ${str(v)})`);
  if (body?.kind === 'urlencoded') lines.push('\treq.Header.Set("Content-Type", "application/x-www-form-urlencoded")');
  if (body?.kind === 'multipart') lines.push('\treq.Header.Set("Content-Type", writer.FormDataContentType())');
  if (request.cookies.length) lines.push(`\treq.Header.Set("Cookie", ${str(request.cookies.map(([k, v]) => `${k}=${v}`).join('; '))})`);
  if (request.basic) lines.push(`\treq.SetBasicAuth(${str(request.basic.username)}, ${str(request.basic.password)})`);
  lines.push('', '\tres, err := http.DefaultClient.Do(req)', '\tif err != nil {', '\t\tpanic(err)', '\t}', '\tdefer res.Body.Close()', '', '\tdata, _ := io.ReadAll(res.Body)', '\tfmt.Println(res.Status, string(data))');
  const importBlock = `import (\n${[...imports].sort().map((i) => `\t${str(i)}`).join('\n')}\n)`;
  return ['package main', '', importBlock, '', 'func main() {', ...pre, ...lines, '}'].join('\n');
}

export function sample(language: SampleLanguage, request: BuiltRequest): string {
  if (language === 'javascript') return javascriptSample(request);
  if (language === 'python') return pythonSample(request);
  if (language === 'go') return goSample(request);
  return curlSample(request);
}
