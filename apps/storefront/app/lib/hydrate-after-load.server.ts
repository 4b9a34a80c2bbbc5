import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/*
 * A page is whole without JavaScript: the server renders it, its links are links and its forms post. React
 * Router's <Scripts> nevertheless starts every module of the page at once: a modulepreload link per chunk (React
 * hoists them into the head, ahead of the stylesheet) and an inline module that imports the route modules as
 * soon as it is parsed. On a phone's slow connection those ~220 kB of scripts share the bandwidth with the
 * stylesheet, the fonts and the first picture, and their evaluation takes the main thread before the first
 * paint. This rewrite keeps the same scripts and the same order but starts them once the page has loaded (its
 * first screen's stylesheet, fonts and pictures are in) and its first contentful paint is on the screen, or a
 * few seconds after the HTML at the latest, so a stalled picture cannot hold the page's buttons back.
 */

/** The latest the scripts wait for the page's load event, counted from the moment the HTML names them. */
export const HYDRATION_WAIT_CAP_MS = 3000;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** React Router's bootstrap: the one async inline module script of the page. */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const NAMESPACE_IMPORT = /import \* as (\w+) from ("[^"]+");/g;
const BARE_IMPORT = /import ("[^"]+");/g;

const BOOTSTRAP_OPEN = '<script type="module" async="">';

/**
 * Rewrites a rendered document's beginning (up to and including React Router's bootstrap script): the
 * modulepreload links leave the head, and the bootstrap waits for the page's load and first paint, then adds
 * the same preloads and imports the same modules. A document without a bootstrap is answered unchanged.
 */
export function hydrateAfterLoad(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const named: string[] = [];
  const modules: string[] = [];
  const body = bootstrap[1]!.replace(NAMESPACE_IMPORT, (_all, name: string, href: string) => {
    named.push(name);
    modules.push(href);
    return '';
  });
  const bare: string[] = [];
  const rest = body.replace(BARE_IMPORT, (_all, href: string) => {
    bare.push(href);
    return '';
  });
  const script =
    `<script type="module" async="">` +
    // The load event, then the first contentful paint (a local page can load before it paints), then one
    // frame: the first screen is drawn before the scripts ask for the bandwidth and take the thread.
    `await new Promise((go)=>{if(document.readyState==="complete")go();else{addEventListener("load",go,{once:true});setTimeout(go,${HYDRATION_WAIT_CAP_MS})}});` +
    `await new Promise((go)=>{const Observer=globalThis.PerformanceObserver;if(!Observer?.supportedEntryTypes?.includes("paint"))return go();const seen=new Observer((list)=>{if(list.getEntries().some((entry)=>entry.name==="first-contentful-paint")){seen.disconnect();go()}});seen.observe({type:"paint",buffered:true});setTimeout(go,${HYDRATION_WAIT_CAP_MS})});` +
    `await new Promise((go)=>requestAnimationFrame(()=>setTimeout(go)));` +
    // Each preload starts its request at once, about a millisecond of the main thread on a slow phone: a
    // task of its own each, so thirty of them make no long task.
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);await new Promise((go)=>setTimeout(go))}` +
    (bare.length > 0 ? `await Promise.all([${bare.map((href) => `import(${href})`).join(',')}]);` : '') +
    (named.length > 0
      ? `const [${named.join(',')}]=await Promise.all([${modules.map((href) => `import(${href})`).join(',')}]);`
      : '') +
    rest.trim() +
    `</script>`;
  const start = bootstrap.index;
  return html.slice(0, start).replace(MODULE_PRELOAD, '') + script + html.slice(start + bootstrap[0].length);
}

/**
 * The rewrite as a stream between React's renderer and the response: the document is held until the
 * bootstrap script has been written (React writes the shell, which holds it, at once), rewritten, and the
 * rest passed on as it comes.
 */
export function hydrateAfterLoadStream(): Transform {
  const decoder = new StringDecoder('utf8');
  let held = '';
  /** Where the bootstrap script starts in `held`, once seen. */
  let start = -1;
  let passing = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (passing) return callback(null, chunk);
      // A tag may be split between two chunks: each search starts a little before the new text.
      const from = Math.max(0, held.length - BOOTSTRAP_OPEN.length);
      held += decoder.write(chunk);
      if (start === -1) start = held.indexOf(BOOTSTRAP_OPEN, from);
      if (start === -1) return callback();
      const close = held.indexOf('</script>', Math.max(start, from));
      if (close === -1) return callback();
      const end = close + '</script>'.length;
      passing = true;
      const rewritten = hydrateAfterLoad(held.slice(0, end)) + held.slice(end);
      held = '';
      callback(null, Buffer.from(rewritten));
    },
    flush(callback) {
      const rest = held + decoder.end();
      callback(null, rest === '' ? undefined : Buffer.from(rest));
    },
  });
}
