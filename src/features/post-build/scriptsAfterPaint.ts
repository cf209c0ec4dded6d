import { appendChild, appendText, attribute, createElement, elements, remove } from '../../lib/html';
import type { Rewrite } from '.';

/**
 * Adds the scripts named in the element's `data-scripts` attribute, in order,
 * once the first contentful paint is on screen. A hidden page (a background
 * tab, a prerender) does not paint, so it adds them at once; the timer covers
 * a window that never paints while visible.
 *
 * A script that fails to load (or a chunk the entry requests itself, before
 * hydration) would leave the page readable but dead: Docusaurus reloads on a
 * failed chunk only when navigating. So the page reloads once, as Docusaurus
 * does then; if that load fails too (the path is remembered for the tab), or
 * storage is refused so a reload cannot be counted, it shows an alert with a
 * Try again button instead of reloading in a loop.
 */
export const SCRIPTS_AFTER_PAINT = `!function(){var sources=document.currentScript.getAttribute("data-scripts").split(" "),started=!1,failed=!1,key="thv-docs.reloaded-after-failed-script";
function fail(){if(failed)return;failed=!0;try{if(sessionStorage.getItem(key)!==location.pathname){sessionStorage.setItem(key,location.pathname);location.reload();return}}catch(e){}
var box=document.createElement("div"),text=document.createElement("p"),retry=document.createElement("button");box.className="alert alert--danger page-load-error";box.setAttribute("role","alert");text.textContent="Part of this page failed to load, so its buttons and search do not work yet.";retry.type="button";retry.className="button button--primary";retry.textContent="Try again";retry.onclick=function(){location.reload()};box.appendChild(text);box.appendChild(retry);document.body.insertBefore(box,document.body.firstChild)}
addEventListener("unhandledrejection",function(event){event.reason&&"ChunkLoadError"===event.reason.name&&!document.documentElement.hasAttribute("data-has-hydrated")&&fail()});
function run(){started||(started=!0,sources.forEach(function(src){var script=document.createElement("script");script.src=src;script.async=!1;script.onerror=fail;document.head.appendChild(script)}))}
try{if("hidden"===document.visibilityState||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;new PerformanceObserver(function(list){list.getEntriesByName("first-contentful-paint").length&&setTimeout(run,0)}).observe({type:"paint",buffered:!0});setTimeout(run,3000)}catch(e){run()}}()`;

/** Docusaurus' entry: its runtime and main.js, named so in every build. */
const ENTRY = /\/(runtime~main|main)(\.[0-9a-f]+)?\.js$/;

/**
 * Docusaurus' deferred scripts (the runtime, main.js and, with the
 * route-chunks patch, the route's own chunks) run as soon as the page is
 * parsed, before its first paint, so the paint waited for main.js to download
 * and evaluate. Here they all run, in order, once the page has painted. The
 * entry is preloaded at low priority while the page parses; the route's
 * chunks are not, since on a slow link preloading them too delayed the first
 * paint (ARCHITECTURE.md, route-chunks).
 */
export const scriptsAfterPaint: Rewrite = (document, file) => {
  const all = [...elements(document)];
  const deferred = all.filter(
    (e) => e.tagName === 'script' && attribute(e, 'defer') !== undefined && attribute(e, 'src') !== undefined,
  );
  const head = all.find((e) => e.tagName === 'head');
  const body = all.find((e) => e.tagName === 'body');
  if (deferred.length === 0 || !head || !body)
    throw new Error(`post-build: ${file} has no deferred entry script, head and body`);
  const sources = deferred.map((e) => attribute(e, 'src')!);
  for (const script of deferred) remove(script);
  for (const src of sources.filter((src) => ENTRY.test(src)))
    appendChild(head, createElement('link', { rel: 'preload', href: src, as: 'script', fetchpriority: 'low' }));
  const loader = createElement('script', { 'data-scripts': sources.join(' ') });
  appendText(loader, SCRIPTS_AFTER_PAINT);
  appendChild(body, loader);
};
