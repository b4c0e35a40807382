/**
 * The page's code loads after its first screen is painted (decision 012). In production the
 * server's document names React Router's module script and preloads inertly (entry.server
 * `finishDocument`); the small classic script below, in <head>, starts them once the page's
 * priority images (the slider's first photo, an article's photo: its largest element) have
 * arrived and a frame has been painted, or after 3 s at the latest. On a slow phone the fonts and
 * that photo get the connection and the main thread first, not ~190 KB of JavaScript and its
 * evaluation; the server's HTML (plain links and forms) works until hydration.
 */

/** What entry.server writes instead of `<link rel="modulepreload"` and `<script type="module"`. */
export const INERT_PRELOAD_REL = 'binaa-modulepreload';
export const INERT_MODULE_TYPE = 'binaa/module';

/** At the latest this long after the document is parsed, the code starts anyway. */
const WAIT_MS = 3_000;
/** After the priority images have arrived, how long a paint of them is waited for. */
const PAINT_WAIT_MS = 500;

/**
 * Classic, inline, in <head>: runs before the body is parsed; does nothing when nothing is inert
 * (development). "Painted" is a largest-contentful-paint entry presented after the priority
 * images arrived (the browser reports it after the frame is on screen); where that API is
 * missing (Safari), a frame after they arrived.
 */
export const SCRIPTS_AFTER_PAINT = `(function(){var started=false;function start(){if(started)return;started=true;var h=document.head;document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]').forEach(function(l){var n=document.createElement('link');n.rel='modulepreload';n.href=l.getAttribute('href');h.appendChild(n)});document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]').forEach(function(s){var m=document.createElement('script');m.type='module';m.textContent=s.textContent;h.appendChild(m)})}document.addEventListener('DOMContentLoaded',function(){setTimeout(start,${WAIT_MS});var P=window.PerformanceObserver,lcp=!!P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0,left=0,arrived=0,painted=-1;function check(){if(left>0)return;if(!lcp){requestAnimationFrame(function(){setTimeout(start,0)});return}if(painted>=arrived)setTimeout(start,0)}if(lcp)new P(function(list){list.getEntries().forEach(function(e){painted=Math.max(painted,e.startTime)});check()}).observe({type:'largest-contentful-paint',buffered:true});document.querySelectorAll('img[fetchpriority="high"]').forEach(function(i){if(i.complete)return;left++;var one=function(){if(--left>0)return;arrived=performance.now();setTimeout(start,${PAINT_WAIT_MS});check()};i.addEventListener('load',one,{once:true});i.addEventListener('error',one,{once:true})});if(left===0)setTimeout(start,${PAINT_WAIT_MS});check()})})()`;
