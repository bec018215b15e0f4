/**
 * The booking page's HTML comes prerendered from the build in both languages: Spanish in the app's root
 * element, English in a template beside it. Two tiny inline scripts show a returning English visitor the
 * English page before the first paint, and a third starts the app after it; the Content-Security-Policy
 * allows exactly these three by hash, so the build, the browser and the server must all use the texts below.
 */

/** Where the visitor's language choice is kept in the browser ("en", or Spanish when anything else). */
export const LANGUAGE_STORAGE_KEY = "language";

export const ROOT_ELEMENT_ID = "root";
export const ENGLISH_TEMPLATE_ID = "prerendered-en";
/** On the root element: the language of the page inside it, as the build rendered it. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = "data-prerendered";

/**
 * On the button a visitor clicked before the app was listening, until the app has handled that click:
 * the button looks pressed meanwhile (its `data-early-click:` styles), so a tap on a slow phone shows at
 * once that it was taken.
 */
export const EARLY_CLICK_ATTRIBUTE = "data-early-click";

/** In <head>: marks the document English before anything paints (storage may be blocked: then Spanish). */
export const LANGUAGE_HEAD_SCRIPT = `try{if(localStorage.getItem("${LANGUAGE_STORAGE_KEY}")==="en")document.documentElement.lang="en"}catch(e){}`;

/** Right after the English template: puts the English page in the root for an English document. */
export const ENGLISH_SWAP_SCRIPT =
  `(function(){var r=document.getElementById("${ROOT_ELEMENT_ID}"),t=document.getElementById("${ENGLISH_TEMPLATE_ID}");` +
  `if(document.documentElement.lang==="en"&&r&&t){r.replaceChildren(t.content);r.setAttribute("${PRERENDERED_LANGUAGE_ATTRIBUTE}","en")}})()`;

/**
 * Keeps a Spanish root invisible in an English document until the swap script has run, so a slow
 * network splitting the HTML between the two can never show the wrong language.
 */
export const HIDE_UNSWAPPED_CSS = `html[lang="en"] #${ROOT_ELEMENT_ID}[${PRERENDERED_LANGUAGE_ATTRIBUTE}="es"]{visibility:hidden}`;

/** Holds the app's entry script and its module preloads until the page has painted. */
export const DEFERRED_SCRIPTS_TEMPLATE_ID = "deferred-scripts";

/**
 * On `window`, set by the start script below: the button a visitor clicked before the app was listening,
 * and the function that stops watching and hands it over (once), for the app to click it again once hydrated.
 */
export const EARLY_CLICK_HANDOVER = "citaTakeEarlyClick";

/**
 * At the end of the body: starts the app only after the first paint (a requestAnimationFrame callback runs
 * before that frame is painted; a timeout set in it runs after), so a phone paints the page before it
 * downloads and runs the scripts. Until the app listens, the last button clicked is remembered and marked
 * (EARLY_CLICK_ATTRIBUTE). The empty touchstart listener lets Safari on iOS apply :active styles to a
 * touched button, which it does only on pages that listen for touches.
 */
export const START_AFTER_PAINT_SCRIPT =
  `(function(){var w=window,d=document,b=null;function c(e){if(b)b.removeAttribute("${EARLY_CLICK_ATTRIBUTE}");` +
  `b=e.target instanceof Element?e.target.closest("button"):null;if(b)b.setAttribute("${EARLY_CLICK_ATTRIBUTE}","")}` +
  `d.addEventListener("touchstart",function(){},{passive:true});` +
  `d.addEventListener("click",c,true);w.${EARLY_CLICK_HANDOVER}=function(){d.removeEventListener("click",c,true);var t=b;b=null;return t};` +
  `requestAnimationFrame(function(){setTimeout(function(){var t=d.getElementById("${DEFERRED_SCRIPTS_TEMPLATE_ID}");` +
  `if(t){d.head.appendChild(d.importNode(t.content,true));t.remove()}})})})()`;

export const PRERENDERED_PAGE_INLINE_SCRIPTS: readonly string[] = [LANGUAGE_HEAD_SCRIPT, ENGLISH_SWAP_SCRIPT, START_AFTER_PAINT_SCRIPT];
