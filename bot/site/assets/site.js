// The search box of Juez's rules site. Its data is built with the site (bot/site/search.py
// reads every word with the bot's own analyzers; bot/site/search_parts.py cuts it in parts):
// buscar/indice.js when the box first gets the focus, then only the parts a query needs.
// The page never stems: it folds and splits a query as search.py's `words` does, and looks
// each word up in the parts to find the index terms it stands for. Rule numbers are read as
// index/numbers.py reads them (a test runs both on the same strings).
(function () {
  "use strict";
  var input = document.getElementById("q");
  var list = document.getElementById("results");
  if (!input || !list) return;
  var manifest = input.getAttribute("data-index");
  var folder = manifest.replace(/[^\/]*$/, "");
  var root = folder.replace(/[^\/]*\/$/, "");
  var SHOWN = 12;
  // A document the query names (every word of it in the document's name, most of the name's
  // words, as the bot's glossary lookup reads "jugador activo") scores up to this much more.
  var NAMED = 1, NAMED_FROM = 0.5;

  // -- parts: each file calls JUEZ_BUSQUEDA(name, data) when it runs ------------------------
  var arrived = {}, asked = {};
  window.JUEZ_BUSQUEDA = function (name, data) { arrived[name] = data; };
  function part(name) {
    if (!asked[name]) {
      asked[name] = new Promise(function (ok, fail) {
        var script = document.createElement("script");
        script.src = folder + name + ".js";
        script.onload = function () { ok(arrived[name]); };
        script.onerror = function () { delete asked[name]; fail(new Error(name)); };
        document.head.appendChild(script);
      });
    }
    return asked[name];
  }

  var data = null;
  function load() {
    return Promise.all([part("indice"), part("nombres")]).then(function (got) {
      if (data) return data;
      var raw = got[0];
      var stop = {};
      raw.stop.forEach(function (w) { stop[w] = true; });
      var noise = {};
      raw.noise.forEach(function (w) { noise[w] = true; });
      data = {
        n: raw.documents, scale: raw.scale,
        stop: stop, noise: noise, es: raw.es, parts: raw.parts, docsPerPart: raw.docsPerPart,
        kinds: raw.kinds, factors: raw.factors, same: raw.same, lends: raw.lends,
        classes: raw.classes, childShare: raw.childShare, explainerFactor: raw.explainerFactor,
        headingFactor: raw.headingFactor, shortQuestion: raw.shortQuestion,
        nameWords: raw.nameWords, longNative: raw.longNative, negationScope: raw.negationScope,
        negated: raw.negated, preventing: raw.preventing, minCoverage: raw.minCoverage,
        minConcept: raw.minConcept, conceptWeight: raw.conceptWeight,
        conceptBonus: raw.conceptBonus, clearSubrule: raw.clearSubrule,
        phrases: Object.keys(raw.es).sort(function (a, b) { return b.length - a.length; }),
        names: got[1], decoded: {}
      };
      return data;
    });
  }

  function fold(s) {
    return s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function allWords(text) { return fold(text).split(/[^a-z0-9]+/).filter(Boolean); }
  function words(text) { return allWords(text).filter(function (w) { return !data.stop[w]; }); }

  // The part a key is in: the last part starting at or before it, if it starts with the same
  // letter (a part never spans two letters); -1 when no part can hold it.
  function partOf(key) {
    var starts = data.parts, lo = 0, hi = starts.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (starts[mid] <= key) lo = mid + 1; else hi = mid; }
    return lo > 0 && starts[lo - 1].charAt(0) === key.charAt(0) ? lo - 1 : -1;
  }
  function wordPart(key) {
    var i = partOf(key);
    return i < 0 ? Promise.resolve(null) : part("p-" + i);
  }
  // The index terms a word stands for (null: the site has no such word).
  function termsOf(word) {
    return wordPart(word).then(function (p) {
      if (!p) return null;
      return p.w[word] || (p.p[word] ? [word] : (p.e[word] ? [] : null));
    });
  }
  // {English index term: how sure} a Spanish word is carried to (the bot's vocabulary).
  function englishOf(word) {
    return wordPart(word).then(function (p) {
      var raw = (p && p.e[word]) || [], found = {};
      for (var i = 0; i < raw.length; i += 2) found[raw[i]] = raw[i + 1] / 100;
      return found;
    });
  }
  // {doc: weight} of one index term, decoded from its gaps once.
  function postings(term) {
    if (data.decoded[term]) return Promise.resolve(data.decoded[term]);
    return wordPart(term).then(function (p) {
      var raw = (p && p.p[term]) || [], found = {}, doc = 0;
      for (var i = 0; i < raw.length; i += 2) { doc += raw[i]; found[doc] = raw[i + 1] / data.scale; }
      data.decoded[term] = found;
      return found;
    });
  }
  function lettersParts(letter) {
    var names = [];
    data.parts.forEach(function (start, i) { if (start.charAt(0) === letter) names.push("p-" + i); });
    return Promise.all(names.map(part));
  }

  // -- rule numbers, read as index/numbers.py reads them ------------------------------------
  var D = "0-9oOlI";
  var PREFIX = /^\s*(?:reglas?|rules?|secci[oó]n|section|r\.?(?=\s*\d)|c\.?r\.?|rc)\s*/i;
  var LEAD = /^\s*(?:(?:la|el|las|los|de|del|en|n[º°o]\.?|n[uú]mero|#)\s*(?=\S)|[«"'“(¿])/i;
  var TRAIL = /[\s?¿!.,;:»"'”)]+$/;
  function userId(p) {
    return "(?<" + p + "sec>[" + D + "]{3})(?:\\s*[.,]\\s*(?<" + p + "rule>[" + D + "]{1,3})" +
      "(?<" + p + "letter>[a-zA-Z])?)?\\.?";
  }
  var USER_NUMBER = new RegExp("^" + userId("a") +
    "(?:\\s*(?:-|–|—|a|al|hasta|to)\\s*(?:(?<endletter>[a-zA-Z])|" + userId("b") + "))?$");
  var LOOSE = new RegExp("^(?<asec>[" + D + "]{3})\\s*(?:[.,\\-–]\\s*|\\s+)(?<arule>[" + D +
    "]{1,3})(?:\\s*(?<aletter>[a-zA-Z]))?$");
  var RUN_TOGETHER = new RegExp("^(?<asec>[" + D + "]{3})(?<arule>[" + D + "]{1,3})(?<aletter>[a-zA-Z])$");
  var SCATTERED = new RegExp("^[" + D + "\\s.,_\\-–]+[a-zA-Z]?$");
  var RULE_ID = /^(\d{3})(?:\.(\d{1,3})([a-z])?)?$/;
  function digits(t) { return t.replace(/o/gi, "0").replace(/[lI]/g, "1"); }
  function tidy(text) {
    var cleaned = text.trim();
    for (;;) {
      var shorter = cleaned.replace(LEAD, "").replace(PREFIX, "").trim();
      if (shorter === cleaned) break;
      cleaned = shorter;
    }
    return cleaned.replace(TRAIL, "");
  }
  function idOf(m, p) {
    var g = m.groups, section = digits(g[p + "sec"]);
    if (!g[p + "rule"]) return section;
    return section + "." + parseInt(digits(g[p + "rule"]), 10) + (g[p + "letter"] || "").toLowerCase();
  }
  // [first, last or null], or null when the text is not a rule number.
  function parseNumber(text) {
    var cleaned = tidy(text);
    if (!cleaned || !/\d/.test(cleaned)) return null;
    var m = USER_NUMBER.exec(cleaned);
    if (!m) {
      var loose = LOOSE.exec(cleaned) || RUN_TOGETHER.exec(cleaned);
      return loose ? [idOf(loose, "a"), null] : null;
    }
    var first = idOf(m, "a");
    if (m.groups.endletter) {
      var base = RULE_ID.exec(first);
      if (!base || !base[3]) return null;
      return [first, base[1] + "." + base[2] + m.groups.endletter.toLowerCase()];
    }
    if (m.groups.bsec) return [first, idOf(m, "b")];
    return [first, null];
  }
  // Digits scattered or run together with no letter to end them ("7025", "60 3.3b").
  function digitsReading(text) {
    var cleaned = tidy(text);
    if (!SCATTERED.test(cleaned)) return null;
    var end = cleaned.charAt(cleaned.length - 1);
    var letter = /[a-zA-Z]/.test(end) && "oOlI".indexOf(end) < 0 ? end.toLowerCase() : "";
    var body = letter ? cleaned.slice(0, -1) : cleaned;
    var found = digits(body.replace(/[^0-9oOlI]/g, ""));
    if (found.length < 4 || found.length > 6) return null;
    return found.slice(0, 3) + "." + parseInt(found.slice(3), 10) + letter;
  }
  window.JUEZ_NUMBER = function (text) { return [parseNumber(text), digitsReading(text)]; };

  // Optimal string alignment distance (a swap of neighbours is one edit), as index/spelling.py.
  function distance(a, b) {
    var prev2 = [], prev = [], cur, i, j;
    for (j = 0; j <= b.length; j++) prev.push(j);
    for (i = 1; i <= a.length; i++) {
      cur = [i];
      for (j = 1; j <= b.length; j++) {
        var v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
        cur.push(v);
      }
      prev2 = prev; prev = cur;
    }
    return prev[b.length];
  }

  // The documents a typed number stands for: the rule, a range of rules, the rule its digits
  // spell, or the numbers one keystroke away. null: the query is no number.
  function byNumber(q) {
    var read = parseNumber(q), guess = digitsReading(q);
    if (!read && !guess) return Promise.resolve(null);
    return part("numeros").then(function (ids) {
      var at = {};
      ids.forEach(function (id, i) { at[id] = i; });
      if (read && read[1] && read[0] in at && read[1] in at && at[read[0]] <= at[read[1]]) {
        var range = [];
        for (var i = at[read[0]]; i <= at[read[1]]; i++) range.push(i);
        return range;
      }
      if (read && read[0] in at) return [at[read[0]]];
      if (guess && guess in at) return [at[guess]];
      var number = read ? read[0] : guess, plain = number.replace(".", ""), near = [];
      ids.forEach(function (id) {
        var d = distance(plain, id.replace(".", ""));
        if (d <= 1) near.push([d, id]);
      });
      near.sort(function (a, b) { return a[0] - b[0] || (a[1] < b[1] ? -1 : 1); });
      return near.slice(0, SHOWN).map(function (n) { return at[n[1]]; });
    });
  }

  // -- words ---------------------------------------------------------------------------------
  // The known word closest to one the site does not hold ("deathtuch" -> "deathtouch",
  // "arolar" -> "arrollar"): one edit in 4 or 5 letters, two from 6, the first letter as
  // typed; ties go to the word more documents hold.
  function closest(w) {
    var most = w.length < 4 ? 0 : (w.length <= 5 ? 1 : 2);
    if (!most) return Promise.resolve(null);
    return lettersParts(w.charAt(0)).then(function (parts) {
      var best = null, bestD = most + 1, bestN = -1;
      parts.forEach(function (p) {
        Object.keys(p.w).concat(Object.keys(p.p), Object.keys(p.e)).forEach(function (k) {
          if (Math.abs(k.length - w.length) > most || data.stop[k]) return;
          var d = distance(w, k), n = (p.p[k] || []).length;
          if (d < bestD || (d === bestD && n > bestN)) { best = k; bestD = d; bestN = n; }
        });
      });
      return bestD <= most ? best : null;
    });
  }

  // The query's words, each unknown one replaced by its closest known word: [words, changed].
  function corrected(q) {
    var typed = allWords(q);
    return Promise.all(typed.map(function (w) {
      if (/\d/.test(w) || data.stop[w]) return w;
      return termsOf(w).then(function (t) { return t ? w : closest(w).then(function (c) { return c || w; }); });
    })).then(function (fixed) {
      return [fixed, fixed.some(function (w, i) { return w !== typed[i]; })];
    });
  }

  // Each slot is one word of the query, read twice as the bot reads a question
  // (index.search.full_text): [its own terms, as typed, {term: 1}; its English, {term: how
  // sure}]. A Spanish game word, or a word of a game phrase ("campo de batalla"), is carried
  // to the English words the vocabulary gives it; any other word to the English the lexicons
  // give it.
  function slots(fixed) {
    var english = fixed.map(function () { return null; });
    data.phrases.forEach(function (phrase) {
      var said = phrase.split(" "), n = said.length;
      for (var i = 0; i + n <= fixed.length; i++) {
        var fits = true;
        for (var k = 0; k < n && fits; k++) fits = fixed[i + k] === said[k] && english[i + k] === null;
        if (!fits) continue;
        var meant = words(data.es[phrase]);
        for (k = 0; k < n; k++) english[i + k] = meant;
      }
    });
    // The words that count, as the bot reads a question: no stop words, no way of asking
    // ("qué pasa si", "cuántos"), no bare numbers; all but the stop words if none is left.
    function counts(w) { return !data.stop[w] && !data.noise[w] && !/^\d+$/.test(w); }
    var any = fixed.some(function (w, i) { return counts(w) || english[i]; });
    var wanted = [], seen = {};
    fixed.forEach(function (w, i) {
      var own = (any ? counts(w) : !data.stop[w]) ? [w] : [], also = english[i] || [];
      if (!own.length && !(also.length && (i === 0 || english[i - 1] !== also))) return;
      var key = own.concat(also).join(" ");
      if (seen[key]) return;
      seen[key] = true;
      wanted.push([own, also]);
    });
    // What the query forbids ("no deja que la hagan objetivo"): the few words after each
    // "no", "ni", "impide"… also count as negated terms, which only the texts that say what a
    // keyword does hold (index.lookups.descriptions). A slot the share of the query ignores.
    fixed.forEach(function (w, i) {
      if (data.preventing.indexOf(w) < 0) return;
      var span = fixed.slice(i + 1).filter(function (v) {
        return !data.stop[v] && data.preventing.indexOf(v) < 0;
      }).slice(0, data.negationScope);
      if (span.length) wanted.push([span, [], true]);
    });
    return Promise.all(wanted.map(function (pair) {
      if (pair[2]) return negatedSlot(pair[0]);
      var asked = pair[0].concat(pair[1]);
      return Promise.all(asked.map(termsOf).concat(pair[0].map(englishOf))).then(function (found) {
        var own = {}, carried = {};
        function put(slot, t, weight) { if (!(slot[t] >= weight)) slot[t] = weight; }
        asked.forEach(function (w, i) {
          (found[i] || []).forEach(function (t) { put(i < pair[0].length ? own : carried, t, 1); });
        });
        if (!pair[1].length) {  // no phrase carried it: the word's own English
          found.slice(asked.length).forEach(function (to) {
            Object.keys(to).forEach(function (t) { put(carried, t, to[t]); });
          });
        }
        return [own, carried];
      });
    })).then(function (found) {
      return found.filter(function (s) { return Object.keys(s[0]).length || Object.keys(s[1]).length; });
    });
  }

  // The negated terms of the words a negation governs: [as typed, in English, true].
  function negatedSlot(span) {
    return Promise.all(span.map(termsOf).concat(span.map(englishOf))).then(function (found) {
      var own = {}, carried = {}, mark = data.negated;
      found.slice(0, span.length).forEach(function (ts) {
        (ts || []).forEach(function (t) { own[mark + t] = 1; });
      });
      found.slice(span.length).forEach(function (to) {
        Object.keys(to).forEach(function (t) { carried[mark + t] = to[t]; });
      });
      return [own, carried, true];
    });
  }

  // How much of a name the query's words are: name words met by a slot each, over the longer
  // of the two (1: the query is the name), the best of the document's names. A query with a
  // word outside the name does not name it ("robar sin cartas" is not "Robar una carta"):
  // lookups top-1 68.9 -> 69.6 %, descriptions 49.3 -> 53.4 %, top-3 of both as they were.
  function nameShare(names, found) {
    var best = 0;
    names.forEach(function (name) {
      var used = {}, met = 0;
      found.forEach(function (slot) {
        for (var k = 0; k < name.length; k++) {
          if (!used[k] && name[k].some(function (t) { return t in slot; })) { used[k] = true; met++; return; }
        }
      });
      if (met === found.length) best = Math.max(best, met / Math.max(found.length, name.length));
    });
    return best;
  }

  // One text ranking (BM25 over the slots' terms, the best term of each slot), each document's
  // score times its kind's factor (index.search.rankings.adjust) and the square of the share of
  // the slots it meets, divided by the best: {doc: 0–1}.
  function ranking(slotsOf, extra, of) {
    var scores = {}, hits = {}, asked = 0;
    slotsOf.forEach(function (slot, i) {
      var terms = Object.keys(slot);
      if (!terms.length) return;
      if (!extra[i]) asked++;
      var best = {};
      terms.forEach(function (term) {
        var docs = of[term], ids = Object.keys(docs), df = ids.length;
        var idf = Math.log(1 + (data.n - df + 0.5) / (df + 0.5));
        ids.forEach(function (d) {
          var s = slot[term] * idf * docs[d];
          if (!(d in best) || s > best[d]) best[d] = s;
        });
      });
      Object.keys(best).forEach(function (d) {
        scores[d] = (scores[d] || 0) + best[d];
        hits[d] = (hits[d] || 0) + (extra[i] ? 0 : 1);
      });
    });
    var top = 0;
    Object.keys(scores).forEach(function (d) {
      var share = asked ? hits[d] / asked : 1;
      scores[d] *= share * share * data.factors[data.kinds.charAt(d)];
      top = Math.max(top, scores[d]);
    });
    Object.keys(scores).forEach(function (d) { scores[d] /= top; });
    return scores;
  }

  // The named concepts the query's English terms name (index.vocabulary.concepts and
  // index.search.rankings.concepts): each concept met for most of its name's information,
  // not inside a longer one met, and specific enough; its rules score the share of the query
  // the name accounts for plus the share of the rest each holds, with the one subrule that
  // clearly holds more of the rest than its siblings. {scores: {doc: score}, inside: {doc:
  // weight of the best concept over it, 0–1}, keyword: a keyword's name is met}.
  function conceptRanking(terms, of, concepts) {
    function idf(t) { return Math.log(data.n / (1 + Object.keys(of[t] || {}).length)); }
    var asked = 0;
    Object.keys(terms).forEach(function (t) { asked += idf(t) * terms[t]; });
    asked = asked || 1;
    var matched = concepts.filter(function (c) {
      var met = 0, all = 0;
      c[0].forEach(function (t, i) { all += c[3][i]; if (t in terms) met += c[3][i]; });
      return all > 0 && met / all >= data.minCoverage;
    });
    var kept = matched.filter(function (c) {
      return !matched.some(function (o) {
        return o[0].length > c[0].length && c[0].every(function (t) { return o[0].indexOf(t) >= 0; });
      });
    });
    var matches = [];
    kept.forEach(function (c) {
      var weight = 0;
      c[0].forEach(function (t, i) { weight += c[3][i] * (terms[t] || 0); });
      if (weight >= data.minConcept) matches.push([c, weight, Math.min(1, weight / asked)]);
    });
    var scores = {}, inside = {}, top = 0, keyword = false;
    matches.forEach(function (m) { top = Math.max(top, m[1]); if (m[0][2] === 1) keyword = true; });
    matches.forEach(function (m) {
      var c = m[0], share = m[2], total = 0, rest = [];
      Object.keys(terms).forEach(function (t) {
        if (c[0].indexOf(t) < 0) { rest.push(t); total += idf(t) * terms[t]; }
      });
      function fit(d) {
        if (!total) return 0;
        var held = 0;
        rest.forEach(function (t) { if (of[t] && d in of[t]) held += idf(t) * terms[t]; });
        return held / total;
      }
      function put(d, f) {
        var s = (share + (1 - share) * f) * data.factors[data.kinds.charAt(d)];
        if (!(scores[d] >= s)) scores[d] = s;
      }
      c[1].forEach(function (range) {
        put(range[0], fit(range[0]));
        var below = [];
        for (var d = range[0]; d < range[1]; d++) {
          inside[d] = Math.max(inside[d] || 0, m[1] / top);
          if (d > range[0]) below.push([fit(d), d]);
        }
        below.sort(function (a, b) { return b[0] - a[0]; });
        if (below.length && below[0][0] > 0) {
          var second = below.length > 1 ? below[1][0] : 0;
          if (below[0][0] >= data.clearSubrule * second) put(below[0][1], below[0][0]);
        }
      });
    });
    return {scores: scores, inside: inside, keyword: keyword};
  }

  // The judge-class section the query names by its whole title (index.search.class_titles):
  // of the sections named, the one not a heading over another named one; none if several.
  function classNamed(found) {
    var asked = {}, named = [];
    found.forEach(function (slot) { Object.keys(slot[0]).forEach(function (t) { asked[t] = true; }); });
    Object.keys(data.classes).forEach(function (d) {
      var title = data.classes[d][1];
      if (title && title.every(function (w) { return w.some(function (t) { return asked[t]; }); })) named.push(+d);
    });
    function under(d, ancestor) {
      for (var p = data.classes[d][0]; p >= 0; p = data.classes[p] ? data.classes[p][0] : -1) {
        if (p === ancestor) return true;
      }
      return false;
    }
    var about = named.filter(function (s) { return !named.some(function (o) { return under(o, s); }); });
    return about.length === 1 ? about[0] : -1;
  }

  // The two rankings summed as the bot fuses them (index.search.fusion): the words as typed
  // (a third as much in a long Spanish question) and their English; a class section named by
  // its title; one entry per answer; a title-only rule lends a share to its subrules; in a
  // situation, headings and keyword explanations count less; a document the query names
  // scores up to twice as much.
  function byWords(fixed) {
    return slots(fixed).then(function (found) {
      if (!found.length) return [];
      var terms = {};
      found.forEach(function (slot) {
        Object.keys(slot[0]).concat(Object.keys(slot[1])).forEach(function (t) { terms[t] = true; });
      });
      var names = Object.keys(terms);
      return Promise.all(names.map(postings).concat([part("conceptos")])).then(function (lists) {
        var of = {};
        names.forEach(function (t, i) { of[t] = lists[i]; });
        var concepts = lists[names.length];
        var extra = found.map(function (s) { return !!s[2]; });
        var asTyped = ranking(found.map(function (s) { return s[0]; }), extra, of);
        var inEnglish = ranking(found.map(function (s) { return s[1]; }), extra, of);
        var counted = found.filter(function (s) { return !s[2]; });
        var situation = counted.length > data.shortQuestion;
        var native = situation ? data.longNative : 1;
        var fused = {};
        function add(d, s) {
          if (d in data.same) d = data.same[d];
          fused[d] = (fused[d] || 0) + s;
        }
        Object.keys(asTyped).forEach(function (d) { add(+d, native * asTyped[d]); });
        Object.keys(inEnglish).forEach(function (d) { add(+d, inEnglish[d]); });
        var english = {};
        counted.forEach(function (s) {
          Object.keys(s[1]).forEach(function (t) { english[t] = Math.max(english[t] || 0, s[1][t]); });
        });
        var named = conceptRanking(english, of, concepts);
        Object.keys(named.scores).forEach(function (d) { add(+d, data.conceptWeight * named.scores[d]); });
        var titled = classNamed(found);
        if (titled >= 0) add(titled, 1);
        var own = {};
        Object.keys(fused).forEach(function (d) { own[d] = fused[d]; });
        Object.keys(own).forEach(function (d) {
          (data.lends[d] || []).forEach(function (c) { add(c, data.childShare * own[d]); });
        });
        var both = counted.map(function (s) {
          var all = {};
          Object.keys(s[0]).concat(Object.keys(s[1])).forEach(function (t) { all[t] = true; });
          return all;
        });
        return Object.keys(fused).map(function (d) {
          var kind = data.kinds.charAt(d), score = fused[d];
          var share = data.names[d] ? nameShare(data.names[d], both) : 0;
          if (d in named.inside && "rtsv".indexOf(kind) >= 0) score *= 1 + data.conceptBonus * named.inside[d];
          if (share >= NAMED_FROM) score *= (1 + NAMED * share) / data.factors[kind];
          else if (kind === "k" && !(named.keyword && counted.length <= data.nameWords)) {
            score *= data.explainerFactor;
          }
          if (situation && (kind === "t" || kind === "s")) score *= data.headingFactor;
          return [score, +d];
        }).sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; })
          .slice(0, SHOWN).map(function (p) { return p[1]; });
      });
    });
  }

  // {docs: [[label, path, snippet, stale?]…], number, correction}; docs empty for a number
  // that does not exist (said so) or for nothing found.
  function search(q) {
    return load().then(function () {
      return Promise.all([byNumber(q), corrected(q)]);
    }).then(function (got) {
      var numbered = got[0], fixed = got[1];
      var number = parseNumber(q) || (digitsReading(q) ? [digitsReading(q)] : null);
      if (numbered && !numbered.length) return {docs: [], number: number[0], correction: ""};
      return byWords(fixed[0]).then(function (found) {
        var docs = (numbered || []).slice();
        found.forEach(function (d) { if (docs.indexOf(d) < 0) docs.push(d); });
        docs = docs.slice(0, SHOWN);
        var parts = {};
        docs.forEach(function (d) { parts[Math.floor(d / data.docsPerPart)] = true; });
        var names = Object.keys(parts);
        return Promise.all(names.map(function (k) { return part("d-" + k); })).then(function () {
          return {
            docs: docs.map(function (d) {
              return arrived["d-" + Math.floor(d / data.docsPerPart)][d % data.docsPerPart];
            }),
            number: numbered ? number[0] : null,
            correction: fixed[1] ? fixed[0].join(" ") : ""
          };
        });
      });
    });
  }
  window.JUEZ_SEARCH = function (q) {
    return search(q).then(function (r) { return r.docs.map(function (d) { return d[1]; }); });
  };
  window.JUEZ_WORDS = function (text) { return load().then(function () { return words(text); }); };

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

  var shown = 0;  // the latest query asked: an answer to an older one is dropped

  function show() {
    var q = input.value, mine = ++shown;
    if (!q.trim()) { close(); if (status) status.textContent = ""; return; }
    search(q).then(function (found) {
      if (mine === shown) draw(found);
    });
  }

  function draw(found) {
    var docs = found.docs;
    close();
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
      var said = found.number
        ? "La regla " + found.number + " no existe en las reglas vigentes. Prueba con otra (104.3c)."
        : "Nada encontrado. Prueba con un número (104.3c) u otras palabras.";
      note("r-none", said);
      if (status) status.textContent = said;
      return;
    }
    if (found.correction) note("r-fixed", "Buscando: " + found.correction);
    docs.forEach(function (doc, i) {
      var li = document.createElement("li"), label = document.createElement("b");
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
      status.textContent = (found.correction ? "Buscando «" + found.correction + "». " : "") +
        docs.length + " resultados; flechas para elegir, Intro para abrir.";
    }
  }

  input.addEventListener("focus", function () { load(); });
  input.addEventListener("input", show);
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
