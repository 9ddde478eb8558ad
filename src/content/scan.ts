// Reads the front matter of every page once at setup, to check it and to know which pages exist.
// Rendering reads the pages again through the content collection; this pass only looks at the head.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { Finding } from '../diagnostics/reporter.ts';
import { listPageFiles, pageIdOf } from './page-files.ts';

export interface ScannedPage {
  id: string;
  /** Path relative to the docs root, with extension. */
  file: string;
  frontmatter: Record<string, unknown>;
}

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export function readFrontmatter(source: string): { data: Record<string, unknown>; error?: { line: number; message: string } } {
  const match = FRONTMATTER.exec(source);
  if (!match) return { data: {} };
  try {
    const data = parseYaml(match[1]!) as unknown;
    return { data: data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {} };
  } catch (error) {
    const yamlError = error as YAMLParseError;
    // +1 for the opening --- line.
    const line = (yamlError.linePos?.[0]?.line ?? 1) + 1;
    return { data: {}, error: { line, message: yamlError.message.split('\n')[0] ?? 'invalid YAML' } };
  }
}

export function scanPages(root: string): { pages: ScannedPage[]; findings: Finding[] } {
  const findings: Finding[] = [];
  const pages = listPageFiles(root).map((file): ScannedPage => {
    const { data, error } = readFrontmatter(readFileSync(join(root, file), 'utf8'));
    if (error) {
      findings.push({ rule: 'page/invalid-frontmatter', file, line: error.line, message: `front matter is not valid YAML: ${error.message}` });
    }
    return { id: pageIdOf(file), file, frontmatter: data };
  });
  return { pages, findings };
}

/** The spec requires a title and a description on every page. */
export function checkRequiredFrontmatter(pages: ScannedPage[]): Finding[] {
  const findings: Finding[] = [];
  for (const page of pages) {
    const { title, description } = page.frontmatter;
    if (typeof title !== 'string' || !title.trim()) {
      findings.push({ rule: 'page/missing-title', file: page.file, line: 1, message: 'front matter has no title; the file name is shown instead' });
    }
    if (typeof description !== 'string' || !description.trim()) {
      findings.push({ rule: 'page/missing-description', file: page.file, line: 1, message: 'front matter has no description' });
    }
  }
  return findings;
}
