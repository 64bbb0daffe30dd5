// The search box of Juez's rules site: reads buscar.js (built with the site, see
// bot/site/search.py) the first time the box is used, and answers as the user types.
// Words are reduced exactly as search.py reduces them: fold accents, split, drop stop words,
// drop a plural "s".
(function () {
  "use strict";
  var input = document.getElementById("q");
  var list = document.getElementById("results");
  if (!input || !list) return;
  var root = input.getAttribute("data-index").replace(/[^\/]*$/, "");
  var data = null;
  var waiting = [];
  var SHOWN = 12;

  function fold(s) {
    return s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function reduce(w) {
    return w.length > 3 && w.charAt(w.length - 1) === "s" ? w.slice(0, -1) : w;
  }
  function terms(text) {
    return fold(text).split(/[^a-z0-9]+/).filter(function (w) {
      return w && !data.stop[w];
    }).map(reduce);
  }
  window.JUEZ_TERMS = function (text) { return terms(text); };  // for the tests

  function prepare(raw) {
    var stop = {};
    raw.stop.forEach(function (w) { stop[w] = true; });
    var ids = {};
    raw.docs.forEach(function (d, i) { if (/^\d{3}(\.\d{1,3}[a-z]?)?$/.test(d[0])) ids[d[0]] = i; });
    var total = 0;
    raw.lengths.forEach(function (n) { total += n; });
    var phrases = Object.keys(raw.es).sort(function (a, b) { return b.length - a.length; });
    // Every word a query may be corrected to: the index's terms and the Spanish game words,
    // by first letter (a typo rarely hits the first letter, and it keeps the scan short).
    var known = {}, byLetter = {};
    Object.keys(raw.terms).concat(phrases.join(" ").split(" ")).forEach(function (w) {
      if (!w || known[w] || stop[w]) return;
      known[w] = true;
      (byLetter[w.charAt(0)] = byLetter[w.charAt(0)] || []).push(w);
    });
    return {
      docs: raw.docs, lengths: raw.lengths, avg: total / raw.lengths.length || 1,
      postings: raw.terms, keys: Object.keys(raw.terms).sort(), decoded: {},
      stop: stop, ids: ids, es: raw.es, phrases: phrases, known: known, byLetter: byLetter
    };
  }

  function load(then) {
    if (data) { then(); return; }
    waiting.push(then);
    if (waiting.length > 1) return;
    var script = document.createElement("script");
    script.src = input.getAttribute("data-index");
    script.onload = function () {
      data = prepare(window.JUEZ_BUSQUEDA);
      var calls = waiting; waiting = [];
      calls.forEach(function (f) { f(); });
    };
    document.head.appendChild(script);
  }

  // {doc: count} of one index term, decoded from its gaps once.
  function postings(term) {
    var found = data.decoded[term];
    if (found) return found;
    found = {};
    var doc = 0;
    (data.postings[term] || []).forEach(function (gap) {
      doc += gap;
      found[doc] = (found[doc] || 0) + 1;
    });
    data.decoded[term] = found;
    return found;
  }

  function withPrefix(prefix) {
    var keys = data.keys, lo = 0, hi = keys.length, out = [];
    while (lo < hi) { var mid = (lo + hi) >> 1; if (keys[mid] < prefix) lo = mid + 1; else hi = mid; }
    for (var i = lo; i < keys.length && keys[i].lastIndexOf(prefix, 0) === 0 && out.length < 40; i++) {
      out.push(keys[i]);
    }
    return out;
  }

  // A rule number typed any way: "104.3c", "1043c", "r. 104,3c", "1O4.3c".
  function typedNumber(q) {
    var s = fold(q).trim().replace(/^(reglas?|rules?|seccion|section|r\.?|cr|rc)\s*/, "");
    s = s.replace(/[\s.,_\-\u2013]/g, "");
    var m = /^([0-9oli]{3})([0-9ol]{0,3})([a-z]?)$/.exec(s);
    if (!m || (m[3] && !m[2])) return null;
    var digits = function (t) { return t.replace(/o/g, "0").replace(/[li]/g, "1"); };
    return digits(m[1]) + (m[2] ? "." + digits(m[2]) + m[3] : "");
  }

  function distance(a, b) {
    var prev = [], cur, i, j;
    for (j = 0; j <= b.length; j++) prev.push(j);
    for (i = 1; i <= a.length; i++) {
      cur = [i];
      for (j = 1; j <= b.length; j++) {
        cur.push(Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
      }
      prev = cur;
    }
    return prev[b.length];
  }

  function byNumber(number) {
    if (number in data.ids) return [data.ids[number]];
    var plain = number.replace(".", ""), near = [];
    Object.keys(data.ids).forEach(function (id) {
      var d = distance(plain, id.replace(".", ""));
      if (d <= 1) near.push([d, id]);
    });
    near.sort(function (a, b) { return a[0] - b[0] || (a[1] < b[1] ? -1 : 1); });
    return near.slice(0, SHOWN).map(function (n) { return data.ids[n[1]]; });
  }

  // Each slot is one word of the query: {index term: weight}. A word matches itself, then the
  // words that start like it; a Spanish game word also matches its English words.
  function slots(q) {
    var out = [], seen = {};
    terms(q).forEach(function (t) {
      if (seen[t]) return;
      seen[t] = true;
      var slot = {};
      if (data.postings[t]) slot[t] = 1;
      if (t.length >= 4) {
        withPrefix(t.slice(0, Math.max(4, t.length - 2))).forEach(function (k) {
          if (!(k in slot)) slot[k] = 0.6;
        });
      }
      out.push(slot);
    });
    var text = " " + fold(q).split(/[^a-z0-9]+/).join(" ") + " ";
    data.phrases.forEach(function (phrase) {
      if (text.indexOf(" " + phrase + " ") < 0) return;
      text = text.replace(" " + phrase + " ", " ");
      data.es[phrase].split(" ").map(reduce).forEach(function (w) {
        if (!data.postings[w] || seen[w] || data.stop[w]) return;
        seen[w] = true;
        var slot = {}; slot[w] = 0.8;
        out.push(slot);
      });
    });
    return out;
  }

  function byWords(q) {
    var found = slots(q);
    if (!found.length) return [];
    var n = data.lengths.length, scores = {}, hits = {};
    found.forEach(function (slot) {
      var best = {};
      Object.keys(slot).forEach(function (term) {
        var docs = postings(term), df = Object.keys(docs).length;
        var idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
        Object.keys(docs).forEach(function (d) {
          var tf = docs[d], len = data.lengths[d];
          var s = slot[term] * idf * tf * 2.2 / (tf + 1.2 * (0.25 + 0.75 * len / data.avg));
          if (!(d in best) || s > best[d]) best[d] = s;
        });
      });
      Object.keys(best).forEach(function (d) {
        scores[d] = (scores[d] || 0) + best[d];
        hits[d] = (hits[d] || 0) + 1;
      });
    });
    return Object.keys(scores).map(function (d) {
      var share = hits[d] / found.length;
      return [scores[d] * share * share, +d];
    }).sort(function (a, b) { return b[0] - a[0]; }).slice(0, SHOWN).map(function (p) { return p[1]; });
  }

  // The known word closest to a word nobody wrote into the rules ("deathtuch" -> "deathtouch",
  // "arolar" -> "arrollar"): one edit allowed in 4 or 5 letters, two from 6; ties go to the
  // word more documents hold.
  function closest(w) {
    var most = w.length < 4 ? 0 : (w.length <= 5 ? 1 : 2), best = null, bestD = most + 1, bestN = -1;
    if (!most) return null;
    (data.byLetter[w.charAt(0)] || []).forEach(function (k) {
      if (Math.abs(k.length - w.length) > most) return;
      var d = distance(w, k);
      var n = (data.postings[k] || []).length;
      if (d < bestD || (d === bestD && n > bestN)) { best = k; bestD = d; bestN = n; }
    });
    return bestD <= most ? best : null;
  }

  // The query with each unknown word replaced by its closest known word; [text, changed].
  function corrected(q) {
    var changed = false;
    var words = fold(q).split(/[^a-z0-9]+/).filter(Boolean).map(function (w) {
      if (/\d/.test(w) || data.stop[w] || data.known[w] || data.known[reduce(w)]) return w;
      var found = closest(w);
      if (found) { changed = true; return found; }
      return w;
    });
    return [words.join(" "), changed];
  }

  var lastCorrection = "";

  function search(q) {
    var number = typedNumber(q);
    var docs = number ? byNumber(number) : [];
    lastCorrection = "";
    if (number && !docs.length) return [];  // a rule number that does not exist: said so
    var fixed = corrected(q);
    if (fixed[1]) lastCorrection = fixed[0];
    byWords(fixed[0]).forEach(function (d) { if (docs.indexOf(d) < 0) docs.push(d); });
    return docs.slice(0, SHOWN);
  }
  window.JUEZ_SEARCH = function (q) { return search(q).map(function (d) { return data.docs[d][0]; }); };

  var status = document.getElementById("search-status");
  var active = -1;

  function options() { return list.querySelectorAll("[role=option]:not([aria-disabled])"); }

  function close() {
    list.textContent = "";
    active = -1;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
  }

  // One option of the list active (arrow keys): marked, read out, scrolled into view.
  function activate(i) {
    var all = options();
    if (!all.length) return;
    active = (i + all.length) % all.length;
    for (var k = 0; k < all.length; k++) all[k].setAttribute("aria-selected", k === active ? "true" : "false");
    input.setAttribute("aria-activedescendant", all[active].id);
    all[active].scrollIntoView({block: "nearest"});
  }

  function open(option) {
    if (option) window.location.href = option.getAttribute("data-href");
  }

  function show() {
    var q = input.value;
    close();
    if (!q.trim()) { if (status) status.textContent = ""; return; }
    var docs = search(q), number = typedNumber(q);
    input.setAttribute("aria-expanded", "true");
    function note(id, text) {
      var li = document.createElement("li");
      li.setAttribute("role", "option");
      li.setAttribute("aria-disabled", "true");
      li.className = "note";
      li.id = id;
      li.textContent = text;
      list.appendChild(li);
    }
    if (!docs.length) {
      var said = number
        ? "La regla " + number + " no existe en las reglas vigentes. Prueba con otra (104.3c)."
        : "Nada encontrado. Prueba con un número (104.3c) u otras palabras.";
      note("r-none", said);
      if (status) status.textContent = said;
      return;
    }
    if (lastCorrection) note("r-fixed", "Buscando: " + lastCorrection);
    docs.forEach(function (d, i) {
      var doc = data.docs[d], li = document.createElement("li"), label = document.createElement("b");
      li.id = "r" + i;
      li.setAttribute("role", "option");
      li.setAttribute("aria-selected", "false");
      li.setAttribute("data-href", root + doc[1]);
      label.textContent = doc[0];
      li.appendChild(label);
      if (doc[3]) {  // a Spanish translation that no longer says what the rule in force says
        var old = document.createElement("span");
        old.className = "stale-mark";
        old.textContent = "traducción desactualizada";
        li.appendChild(document.createTextNode(" "));
        li.appendChild(old);
      }
      li.appendChild(document.createTextNode(" " + doc[2]));
      li.addEventListener("click", function () { open(li); });
      list.appendChild(li);
    });
    if (status) {
      status.textContent = (lastCorrection ? "Buscando «" + lastCorrection + "». " : "") +
        docs.length + " resultados; flechas para elegir, Intro para abrir.";
    }
  }

  input.addEventListener("focus", function () { load(function () {}); });
  input.addEventListener("input", function () { load(show); });
  input.addEventListener("keydown", function (e) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!options().length) return;
      e.preventDefault();
      activate(active + (e.key === "ArrowDown" ? 1 : -1));
    } else if (e.key === "Enter") {
      var all = options();
      open(all[active >= 0 ? active : 0]);
    } else if (e.key === "Escape") {
      close();
    }
  });
})();
