/**
 * Inline, dependency-free script placed first in <head>. When a script chunk
 * (module, modulepreload) or a style chunk (stylesheet) fails to load, React may
 * never hydrate, so the message is shown with plain DOM: the spec's texts
 * "Loading chunk failed" / "Loading CSS chunk failed" and a Reload button.
 * React 19 skips nodes appended to <body> by third parties during hydration.
 */
export const chunkErrorScript = `(function(){var shown=false;function show(m){if(shown)return;shown=true;var go=function(){var d=document.createElement('div');d.className='chunk-error';d.setAttribute('role','alert');d.setAttribute('data-chunk-error','');var p=document.createElement('p');p.textContent=m;var b=document.createElement('button');b.type='button';b.textContent='Reload';b.onclick=function(){location.reload()};d.appendChild(p);d.appendChild(b);document.body.appendChild(d)};document.body?go():addEventListener('DOMContentLoaded',go)}addEventListener('error',function(e){var t=e.target;if(!t||!t.tagName)return;var n=t.tagName,r=(t.getAttribute('rel')||'');if(n==='LINK'&&r==='stylesheet')show('Loading CSS chunk failed');else if(n==='SCRIPT'||(n==='LINK'&&r==='modulepreload'))show('Loading chunk failed')},true);addEventListener('unhandledrejection',function(e){var m=String(e.reason&&e.reason.message||'');if(/Unable to preload CSS/i.test(m))show('Loading CSS chunk failed');else if(/dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(m))show('Loading chunk failed')})})();`;
