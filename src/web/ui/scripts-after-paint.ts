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

const WAIT_MS = 3_000;

/** Classic, inline, in <head>: runs before the body is parsed; does nothing when nothing is inert (development). */
export const SCRIPTS_AFTER_PAINT = `(function(){var started=false;function start(){if(started)return;started=true;var h=document.head;document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]').forEach(function(l){var n=document.createElement('link');n.rel='modulepreload';n.href=l.getAttribute('href');h.appendChild(n)});document.querySelectorAll('script[type="${INERT_MODULE_TYPE}"]').forEach(function(s){var m=document.createElement('script');m.type='module';m.textContent=s.textContent;h.appendChild(m)})}function painted(){requestAnimationFrame(function(){setTimeout(start,0)})}document.addEventListener('DOMContentLoaded',function(){var left=0;document.querySelectorAll('img[fetchpriority="high"]').forEach(function(i){if(i.complete)return;left++;var one=function(){if(--left===0)painted()};i.addEventListener('load',one,{once:true});i.addEventListener('error',one,{once:true})});if(left===0)painted();setTimeout(start,${WAIT_MS})})})()`;
