/**
 * The booking page's HTML comes prerendered from the build in both languages: Spanish in the app's root
 * element, English in a template beside it. Two tiny inline scripts show a returning English visitor the
 * English page before the first paint; the Content-Security-Policy allows exactly these two by hash, so
 * the build, the browser and the server must all use the texts below.
 */

/** Where the visitor's language choice is kept in the browser ("en", or Spanish when anything else). */
export const LANGUAGE_STORAGE_KEY = "language";

export const ROOT_ELEMENT_ID = "root";
export const ENGLISH_TEMPLATE_ID = "prerendered-en";
/** On the root element: the language of the page inside it, as the build rendered it. */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = "data-prerendered";

/**
 * On the full stylesheet's link in the prerendered page: fetched at low priority and applied at the
 * visitor's first interaction, before anything the critical CSS does not cover can appear.
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = "data-deferred-stylesheet";

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

export const PRERENDERED_PAGE_INLINE_SCRIPTS: readonly string[] = [LANGUAGE_HEAD_SCRIPT, ENGLISH_SWAP_SCRIPT];
