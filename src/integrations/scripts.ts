// docs.json `integrations`: one script per analytics or chat service, added to built pages only
// (never in the dev server, so authors' previews are not counted). Every value comes from config and
// is untrusted: ids are checked against the characters such ids use, and values reach JavaScript only
// through JSON with `<` escaped, so no value can close the script or become code.
import type { z } from 'astro/zod';
import type { integrationsSchema } from '../config/page-features-schema.ts';

type Integrations = z.output<typeof integrationsSchema>;

export interface ServiceScript {
  service: string;
  /** External script, loaded async. */
  src?: string;
  /** Attributes of the external script (`data-domain`...). */
  attributes?: Record<string, string>;
  /** Inline code run before the external script loads (queues, settings). */
  init?: string;
}

const ID = /^[A-Za-z0-9_.:-]{1,100}$/;
const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const httpsOrigin = (value: string | undefined, fallback: string) => {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.origin : fallback;
  } catch {
    return fallback;
  }
};

/** The scripts of the configured services; a service whose id has unexpected characters is skipped. */
export function serviceScripts(integrations: Integrations | undefined): { scripts: ServiceScript[]; skipped: string[] } {
  const scripts: ServiceScript[] = [];
  const skipped: string[] = [];
  if (!integrations) return { scripts, skipped };
  const add = (service: string, id: string, make: (id: string) => ServiceScript) => (ID.test(id) ? scripts.push(make(id)) : skipped.push(service));
  const { ga4, gtm, plausible, fathom, posthog, clarity, hotjar, intercom, pirsch, segment } = integrations;
  if (ga4) add('ga4', ga4.measurementId, (id) => ({ service: 'ga4', src: `https://www.googletagmanager.com/gtag/js?id=${id}`, init: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${json(id)});` }));
  if (gtm) add('gtm', gtm.tagId, (id) => ({ service: 'gtm', src: `https://www.googletagmanager.com/gtm.js?id=${id}`, init: `window.dataLayer=window.dataLayer||[];dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` }));
  if (plausible) add('plausible', plausible.domain, (domain) => ({ service: 'plausible', src: `${httpsOrigin(plausible.server, 'https://plausible.io')}/js/script.js`, attributes: { 'data-domain': domain } }));
  if (fathom) add('fathom', fathom.siteId, (id) => ({ service: 'fathom', src: 'https://cdn.usefathom.com/script.js', attributes: { 'data-site': id } }));
  if (pirsch) add('pirsch', pirsch.id, (id) => ({ service: 'pirsch', src: 'https://api.pirsch.io/pirsch.js', attributes: { id: 'pirschjs', 'data-code': id } }));
  if (clarity) add('clarity', clarity.projectId, (id) => ({ service: 'clarity', src: `https://www.clarity.ms/tag/${id}`, init: `window.clarity=window.clarity||function(){(window.clarity.q=window.clarity.q||[]).push(arguments)};` }));
  if (hotjar) add('hotjar', hotjar.hjid, (id) => ({ service: 'hotjar', src: `https://static.hotjar.com/c/hotjar-${id}.js?sv=${encodeURIComponent(hotjar.hjsv)}`, init: `window.hj=window.hj||function(){(hj.q=hj.q||[]).push(arguments)};window._hjSettings={hjid:${json(Number(id) || id)},hjsv:${json(Number(hotjar.hjsv) || hotjar.hjsv)}};` }));
  if (segment) add('segment', segment.key, (key) => ({ service: 'segment', src: `https://cdn.segment.com/analytics.js/v1/${key}/analytics.min.js`, init: `window.analytics=window.analytics||[];analytics._writeKey=${json(key)};analytics.push(['page']);` }));
  if (posthog) {
    add('posthog', posthog.apiKey, (key) => {
      const host = httpsOrigin(posthog.apiHost, 'https://us.i.posthog.com');
      const assets = host.replace('.i.posthog.com', '-assets.i.posthog.com');
      return { service: 'posthog', src: `${assets}/static/array.js`, init: `window.__docsmithPosthog=${json({ key, host, recording: posthog.sessionRecording === true })};`, attributes: { 'data-docsmith-posthog': '' } };
    });
  }
  if (intercom) add('intercom', intercom.appId, (id) => ({ service: 'intercom', src: `https://widget.intercom.io/widget/${id}`, init: `window.intercomSettings={app_id:${json(id)}};` }));
  return { scripts, skipped };
}

/**
 * One inline script that sets up every service and appends its external script. PostHog's loader
 * starts it once loaded; Intercom's widget boots itself from `intercomSettings`.
 */
export function integrationsScript(scripts: readonly ServiceScript[]): string {
  if (scripts.length === 0) return '';
  const inits = scripts.map((s) => s.init ?? '').join('');
  const loads = json(scripts.filter((s) => s.src).map((s) => ({ src: s.src, attributes: s.attributes ?? {} })));
  return `${inits}for(const s of ${loads}){const e=document.createElement('script');e.async=true;e.src=s.src;for(const k in s.attributes)e.setAttribute(k,s.attributes[k]);if('dataDocsmithPosthog'in e.dataset)e.onload=()=>{const p=window.__docsmithPosthog;window.posthog&&window.posthog.init(p.key,{api_host:p.host,disable_session_recording:!p.recording})};document.head.append(e)}`;
}

/** Setup-time findings: services left out because an id has characters such ids never have. */
export function integrationFindings(
  integrations: Integrations | undefined,
  configFile: string,
  locate: (path: (string | number)[]) => { line?: number; column?: number } | undefined = () => undefined,
) {
  return serviceScripts(integrations).skipped.map((service) => ({
    rule: 'config/invalid',
    file: configFile,
    ...locate(['integrations', service]),
    message: `integrations.${service}: the id has characters such ids never have (letters, digits, _ . : - only); the service is left out`,
  }));
}
