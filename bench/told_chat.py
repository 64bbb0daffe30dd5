"""Chat messages read into the scenario language (issue 42): tests/eval/told-chat-desarrollo.yaml.

Each message goes through ``read_text`` with the bundled card data (what ``juez escenario``
does before running), and gets one class:

- ``exacta``: the line read is the line a judge would write (``line``);
- ``pregunta``: asked back one question (ScenarioQuestion), as the set expects (``pregunta``);
- ``rechazo``: refused (ScenarioError) where the set expects a refusal (``refuse``);
- ``honesta``: asked back or refused where the set has a line: not read, but nothing stated;
- ``MAL LEÍDA``: a line that is not the judge's, or a line where a question or a refusal was
  due: the one class that must stay at 0;
- ``FALLO``: any other exception.

    python -m bench.told_chat [--fallos] [--archivo OTRO.yaml]
    python -m bench.told_chat --ciego   (the blind set's recorded hand classification)
    PYTHONPATH=/path/to/older/checkout python bench/told_chat.py   (the reader before a change)

Measured on the 50 messages (written while building the reader: a development set, not a
blind one). Before issue 42's chat reading (commit 5c6878a): 1 exact, 0 asked back, 2 refused
as due, 46 refused where a line was due, 1 misread ("hay un Oso 2/2 y le tiro un Shock" read
as my own Oso). After: 37 exact, 8 asked back as due, 2 refused as due, 3 refused where a line
was due, 0 misread.

Second round (session 3): the set grew to 150 messages from real questions (ch-51 … ch-150,
sources in its header), scored once before the reader changed for them (reader of 1fbb3a9):
60 exact, 11 asked back as due, 5 refused as due, 69 honest, 5 misread (two blocks of "uno"
of two attackers read as a third attacker, "y yo un Lobo" read into the rival's Oso, "lo
bloquean" with nothing read as unblocked, a library told as nothing at all). After the moments,
zones, everyday verbs, spells in a combat, earlier damage in a combat and chat phrasing: 124
exact, 12 asked back as due, 5 refused as due, 9 honest, 0 misread (136 of 150, 90.7 %, read
exactly or asked back as due).

Third round (session 3, after the blind round): a second set, tests/eval/
told-chat-desarrollo-2.yaml (23 messages from real questions, one per class of the blind round's
misses; the first 22 scored before any change: 3 exact, 1 refused as due, 18 honest, 0 misread;
d2-23 was added after). After claims
checked by running, chat framing (framing.py), a card's state after its name, both players'
life, negations, "antes del daño" and common words as one-word Spanish names: 21 exact, 1
refused as due, 1 honest, 0 misread. The first set stays at 124/12/5/9/0.

Fourth round (session 4, issue 42 again): a third set, tests/eval/told-chat-desarrollo-3.yaml
(30 messages retelling published cases, written by a helper who never saw the reader; most are
beyond the scenario language, so the honest answer is a refusal that shows no reading). Each
set also counts «lectura parcial mal mostrada (⚠)» (a refusal or question showing a reading that
is not the judge's) and «bien» (exact, or asked or refused as due, without ⚠). Before (reader of
6f6717b): set 1 124/12/5/9/0, ⚠ 4, bien 140/150; set 2 21/0/1/1/0, ⚠ 0, bien 22/23; set 3
0 exact, 21 refused as due, 9 honest, 0 misread, ⚠ 8, bien 15/30. After the classes of the blind
round (a card named again by a word of its name, a card's state after it, which attacker a
block is on, reported speech of any speaker, sentences no verb reads named instead of glued,
questions of what may be done told as their play, a second case asked back, never the generic
«¿Qué se hace exactamente?»; six expectations of set 1 that named that question were updated):
set 1 126/11/5/8/0, ⚠ 2, bien 141/150; set 2 21/0/1/1/0, ⚠ 0, bien 22/23; set 3 1 exact, 24
refused as due, 5 honest, 0 misread, ⚠ 2, bien 23/30.

Fifth round (session 4, wave 2): short names («Brimaz», «Snapcaster»: one card is that card,
several asked back naming them; index/cards/short_names.py) and the gaps a message leaves open
(told/gaps.py: since when a stolen creature is controlled, which mana was spent). Set 3 got the
words of the two questions due (`pregunta` on cd3-13 and cd3-14); scored with that file before
(reader of dce73d9) and after: set 1 126/11/5/8/0 both, ⚠ 2, bien 141/150; set 2 21/0/1/1/0
both, bien 22/23; set 3 before 1 exact, 0 asked, 24 refused as due, 5 honest, 0 misread; after
1 exact, 2 asked as due (cd3-13, cd3-14), 22 refused as due, 5 honest, 0 misread, ⚠ 2, bien
23/30. Of the 6 messages of set 3 with a real gap (`hueco`), 2 now get the precise question
(0 before); the other 4 (commander to the command zone, trample of an attacker whose blocker
left, whether another creature could attack, whether a Saga's chapter had resolved) do not.

Sixth round (session 5, issue 42): a fourth set, tests/eval/told-chat-desarrollo-4.yaml (22
messages retold from published questions: claims checked, choices of numbers, how one must
block, the teller's account of the outcome, a real gap). Before (reader of 1c0decf): set 4 6
exact, 0 asked, 1 refused as due, 12 honest, 3 misread, ⚠ 4, bien 7/22 (of the 3 misread, 2 were
an object's words as typed against an expectation written with accents or capitals, set to the
typed words after; cd4-21 «¿pierdo?» with no life run at 20 is a real one). After the teller's
account cut as a claim (accounts.py), empty, number-choice and told-play questions run, «otra»
after one card, «solo con», damage «del combate», a loss asked with no life asked back
(stakes.py), a reported «X puede bloquear a Y» run, «¿le puedo tirar …?», order and trigger
counts: set 4 19 exact, 1 asked as due, 1 refused as due, 1 honest, 0 misread, ⚠ 0, bien 21/22.
Sets 1-3 unchanged: 126/11/5/8/0 (141/150), 21/0/1/1/0 (22/23), 1/2/22/5/0 (23/30). Claims the
run can check (both or neither creature dies, damage reaching a player, the life one ends at)
now get a verdict with their rules (bot/engine/claims.py).

Seventh round (session 5, issue 42, helper 42d): a fifth set, tests/eval/
told-chat-desarrollo-5.yaml (20 messages retelling published situations, for the classes of the
blind round's remaining misses: abilities, loyalty abilities and keyword actions told in
everyday words, chat framing, a card's state in a clause, common words as names), scored before
the reader changed (reader of 1c0decf): 3 exact, 0 asked, 4 refused as due, 10 honest, 3 misread
(an equipment listed twice, a P/T in a parenthesis dropped, a tapped creature read as a
blocker), ⚠ 2, bien 7/20. After (told/activating.py: activated and loyalty abilities, sacrifices,
pings, regeneration, life paid, fights; told/attaching.py; a creature told on the board then
named in the combat; tapped creatures among blockers): 15 exact, 1 asked, 4 refused as due,
0 honest, 0 misread, ⚠ 0, bien 20/20 (the set the changes were made on: not a blind measure).
Sets 1-3 unchanged: 126/11/5/8/0 (⚠ 2, bien 141/150), 21/0/1/1/0 (22/23), 1/2/22/5/0 (⚠ 2,
bien 23/30).

Eighth round (session 6, issue 42, helper 42g): a sixth set, tests/eval/
told-chat-desarrollo-6.yaml (32 messages retold from published situations, a URL each, for the
classes of the blind round's misses), scored before the reader changed (reader of 64b08fc): 6
exact, 1 asked, 3 refused as due, 22 honest, 0 misread, bien 10/32. The method changed rather
than the phrase tables: a question no shape reads, after a situation read whole with a play in
it, gets the run with the question named as not read (told/unanswered.py; read_text fills the
``unanswered`` list this bench passes, as `juez escenario` does); what follows a spell's name is
read before the name can take it (told/after_name.py: the X of a card with one, a clause saying
what the card does set aside); a purpose naming no object set aside; a block with no «a»;
«a eso»; a question opened by «quién»/«cuál» reaching back over its commas; an object's state
said first («con su X 3/3 le tiro …»). After: 17 exact, 1 asked, 4 refused as due, 10 honest,
0 misread, bien 22/32 (the set the changes were made on).
Sets 1-5: 127/10/5/8/0 (bien 141/150: ch-66, once the generic «¿Qué jugada concreta…?», now runs
its combat with the question named unread, expectation updated), 22/23, 24/30, 21/22, 20/20,
0 misread.

Ninth round (session 6, issue 42, helper 42h): the blind round scored on the eighth's reader
found 2 misread with a wrong outcome, both from the run of an unread question. Fixed by class:
a sorcery or a permanent spell without flash told with a combat is refused (307.1, 601.3), a
spell told before the attack is not moved after blocks (told/cast_moment.py); the run is not
made when it would fill the blocks by default (asked back, or refused when they are the
question: told/open_facts.py); a real card's told P/T with counters or an anthem is its current
value, or asked back (told/told_pt.py). Sets 1-6 before and after: 141/150, 22/23, 24/30,
21/22, 20/20, 22/32 bien, 0 misread (no item of them meets these classes; tests do).

Tenth round (session 6, issue 42, helper 42i): before asking back, the card data is checked
(told/answered.py): a spell whose text has no «target» shows no target in the reading (a sweeper
told «a su Oso» was read «Pyroclasm: Oso») and is not asked «¿A qué criatura va?»; of the
combatants, the one a spell's text can target is taken; a card neither Aura nor Equipment is
refused naming its type line, not asked which; «(lo) regenero» is the one told creature whose
card regenerates; a block «a su Oso» with no attack told takes the Oso as the attacker (509.1a);
a planeswalker named with its loyalty ability is not its target. And the service that
`juez escenario` and /escenario use now gives the reader the cards' type lines (it gave none, so
the only planeswalker told was asked back: this bench reads with the catalog and never saw it).
Sets 1-6 before and after (reader of 00bb81e): 141/150, 22/23, 24/30, 21/22, 20/20, 22/32 bien,
0 misread, every item's class and text unchanged (tests/bot/engine/language/
test_told_answered.py covers each check).

Eleventh round (session 6, issue 42, helper 42j): an ability told by its cost or its effect is
matched to the named card's Oracle abilities (told/ability_fit.py: {T} told as «tapeo», life
paid, a sacrifice, a loyalty cost by sign and number; the effect after «para» by its P/T change,
keyword, effect verb, damage): one fits, it is activated (named by its cost); several, one
question listing them; none, named unread. Sets 1-6 before (reader of 00bb81e) and after:
141/150, 22/23, 24/30, 21/22, 20/20, 22/32 bien, 0 misread (their items of this class are
also in a combat or cost what the engine does not read: tests/bot/engine/language/
test_told_ability_fit.py has the class, with real cards).

Twelfth round (session 7, issue 42, helper 42k): a seventh set, tests/eval/
told-chat-desarrollo-7.yaml (18 messages retold from published rulings and columns, a URL each,
for the seventh blind scoring's largest class: abilities, loyalty abilities, keyword actions,
modes and responses told in everyday words), scored before the reader changed (reader of
48759cc): 2 exact, 0 asked, 4 refused as due, 9 honest, 3 misread (Gideon Jura's +2 and
Chandra, Torch of Defiance's +1 read as lines the engine would refuse with a list of its read
abilities alone, or run with the other +1; Welding Jar's «para regenerarlo» without its
target), bien 6/18. The method changed, not phrases: the told ability is matched against
every printed ability, read or not (told/printed_reading.py: an unread one is named with its
line, two with the told cost are asked about); a mode told in words against the card's
printed modes (told/modes_told.py); keyword verbs from the keyword table against the told
cards' text (told/keyword_told.py); a spell told by its effect with the card after «con»,
only when its text does it (told/effect_spells.py); a fight told before the card that makes
it; life or mana paid told with what it is for («pago 3 y le quito defensor a mi …», the
mana checked against the printed cost); «con su habilidad»; «en respuesta el rival …». After:
set 7 11 exact, 1 asked, 5 refused as due, 1 honest, 0 misread, bien 17/18 (the set the
changes were made on). Sets 1-6 after: 141/150, 22/23, 24/30, 21/22, 19/20, 24/32 bien, 0
misread (set 6 was 22/32: cd6-04 «se lo mato con un Murder», cd6-14 «para q … pelee»; set 5
was 20/20: cd5-04's second loyalty ability, Garruk Wildspeaker's +1, is printed but not read,
so it is now named unread as it is read instead of when the run refused it with the list of
his read abilities).

Thirteenth round (session 7, issue 42, helper 42l, beside 42k): an eighth set, tests/eval/
told-chat-desarrollo-8.yaml (20 messages retold from published situations, a URL each, for the
classes of the seventh blind scoring: questions asked back about no real gap, real gaps not
asked, question shapes not run, the teller's reasoning, corrections, follow-ups, «eso»), scored
before the reader changed (reader of 48759cc): 4 exact, 1 asked, 0 refused, 11 honest, 4 misread
(a follow-up «¿y si le tiro un Shock?» read as a second spell; «le tiro un Shock» of two rival
creatures and a block naming none of two attackers guessed; «eso» in an unread question), bien
5/20. The method: a question back only about a fact the message and the card data both leave
open and that changes the outcome (the target of «le» among several, the attacker a block is on
among unlike ones, the X of a spell, since when a creature is controlled only when the attack or
tap may be that creature's); what the message says read instead (the one creature able to
attack, «y yo un X y un Y», a whole name typed twice); the reasoning set apart (told/reasons.py),
corrections replacing what they correct, a follow-up run as its first case with the second named
unread, «¿quién busca …?» answered from the card's text (told/who_acts.py). After: 14 exact, 4
asked, 1 refused, 1 honest, 0 misread, bien 19/20 (the set the changes were made on). Sets 1-6
after: 141/150, 22/23, 24/30, 21/22, 20/20, 22/32 bien, 0 misread (set 6's cd6-29, once asked
«Cuentas dos casos», now runs its first case: 18 exact, 0 asked instead of 17 and 1).

Fourteenth round (session 8, issue 42, helper 42m): a ninth set, tests/eval/
told-chat-desarrollo-9.yaml (18 messages retold from published columns, rulings and release
notes, a URL each, for the eighth blind scoring's classes: crew, saddle and equip told in words;
an Aura or Equipment told in a clause after its creature), scored before the reader changed
(reader of 7cb0aa8): 2 exact, 0 asked, 3 refused as due, 12 honest, 1 misread («le equipo mi
Bonesplitter a su Hill Giant» written as equipped), bien 5/18. The method: a worn Aura or
Equipment told after a creature («equipado con», «con … anexado», «encantado con», «con una»,
«y con») is attached when the card data says it is one, an Aura's «Enchant …» checked (told/
worn.py); attachments in a combat are written on their creature by name (the language's
``encanta:``/``equipa:`` read a name's words joined by "_", as ``nombre:``) instead of refused;
equip onto another player's creature refused (702.6a); Crew told in words activates the Vehicle
with the creatures told after «con» (told/crewing.py; the engine checks the power). After: 12
exact, 0 asked, 4 refused as due, 2 honest, 0 misread, bien 16/18 (the set the changes were made
on; its four crew lines were rewritten from ``permanentes:`` to the reader's ``criaturas:``
listing after the first scoring, the same run). Sets 1-8 before and after: 141/150, 22/23, 24/30,
21/22, 19/20, 24/32, 17/18, 19/20 bien, 0 misread (set 8's cd8-01, an Aura told in a combat,
was a refusal as due and now runs its combat: expectation updated, still bien). Saddle N is not
activated yet (named unread with its line, as before), but a Mount told saddled («ataco con mi
Alacrian Jaguar ensillado», ``ensillada`` in the language) fires its «attacks while saddled»
triggers (702.171b); no item of sets 1-9 tells one.

Fifteenth round (session 9, issue 42, helper 42n): a tenth set, tests/eval/
told-chat-desarrollo-10.yaml (20 messages retold from published rules tips, columns, Q&A threads
and mechanic guides, a URL each, for the ninth blind scoring's classes: printed or granted
abilities and named triggers not run, questions asked back about no gap, a card's state in a
clause, and Saddle), scored before the reader changed (reader of e1ca69d): 4 exact, 0 asked, 1
refused as due, 13 honest, 2 misread («¿dispara mi Blood Artist?» run without the Blood Artist;
«le hago 1» with a Power of Fire worn read as damage from no source), ⚠ 1, bien 5/20. The
engine now activates Saddle N (bot/engine/saddle.py: Crew's cost, a become_saddled effect,
sorcery speed) and refuses a {T} ability of a creature told «mareo:sí» (602.5a). The reader:
a state told in a clause after a named card (told/state_told.py: «que entró este turno» →
mareo:sí, «que está girado», «mi X está girado»); damage told without its source is the one
told permanent's printed or Aura/Equipment-granted ability that deals it, asked which of
several (told/damage_sources.py); «giro X para …» and «giro X para ensillar/tripular Y»;
«¿puedo + infinitive …?» told as its play; a permanent named «mi/su» only in a question on the
board, «¿dispara …?» answered by the run (told/asked_cards.py). After: 19 exact, 0 asked, 1
refused as due, 0 honest, 0 misread, bien 20/20 (the set the changes were made on; cd10-13's
line was rewritten after the first scoring to the reader's «activa el {T} de …», the same run).
Sets 1-9 before and after: 141/150, 22/23, 24/30, 21/22, 19/20, 24/32, 17/18, 19/20 bien both
times; set 9 16/18 → 17/18 (cd9-02 «giro … para tripular …» now exact; cd9-05, saddle then
attack, still refused as due, now naming the activation told with a combat), 0 misread.

Blind set (tests/eval/told-chat-ciego.jsonl, 45 messages written by someone who never saw the
reader), classified by hand once before any fix (reader of b77fc32): 1 exact, 0 asked back
precisely, 8 asked back about no real gap, 36 refused, 0 misread: 1 of 45 (2.2 %). Classified a
second time, same classes, after the reader was changed from the classes of the misses only
(reader of b58e894): 2 exact (bc-08's outcome conditional), 0 asked back precisely, 11 asked back
about no real gap, 32 refused, 0 misread: 2 of 45 (4.4 %). Per item, both scorings and the
classes of the misses: tests/eval/told-chat-ciego-resultado.md.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
SET_FILE = ROOT / "tests" / "eval" / "told-chat-desarrollo.yaml"
FIFTH_SET = ROOT / "tests" / "eval" / "told-chat-desarrollo-5.yaml"  # issue 42, helper 42d
SIXTH_SET = ROOT / "tests" / "eval" / "told-chat-desarrollo-6.yaml"  # issue 42, helper 42g
SEVENTH_SET = ROOT / "tests" / "eval" / "told-chat-desarrollo-7.yaml"  # issue 42, helper 42k
EIGHTH_SET = ROOT / "tests" / "eval" / "told-chat-desarrollo-8.yaml"  # issue 42, helper 42l
NINTH_SET = ROOT / "tests" / "eval" / "told-chat-desarrollo-9.yaml"  # issue 42, helper 42m
TENTH_SET = ROOT / "tests" / "eval" / "told-chat-desarrollo-10.yaml"  # issue 42, helper 42n
CLASSES = ("exacta", "pregunta", "rechazo", "honesta", "MAL LEÍDA", "FALLO")
# The blind set (told-chat-ciego.jsonl) is classified by hand: its answers are a judge's prose,
# not lines, so a script cannot score it. It was scored once before any fix and once more after
# the fixes by classes; ``--ciego`` only counts the classes recorded in that file's tables.
BLIND_RESULT = ROOT / "tests" / "eval" / "told-chat-ciego-resultado.md"
BLIND_CLASSES = ("exacta", "pregunta", "pregunta sin hueco", "rechazo", "MAL LEÍDA")
FIRST_SCORING = "Primera puntuación (antes de cualquier arreglo)"


def blind_totals(path: Path = BLIND_RESULT) -> dict[str, Counter[str]]:
    """The hand classes recorded per item (rows ``| bc-NN | class | … |``), per scoring.

    Rows before any ``## … puntuación …`` heading are the first scoring; each such heading
    starts another one, named by the heading, so earlier scorings stay countable."""
    scorings: dict[str, Counter[str]] = {FIRST_SCORING: Counter()}
    current = FIRST_SCORING
    for row in path.read_text(encoding="utf-8").splitlines():
        if row.startswith("## ") and "puntuación" in row:
            current = row[3:].strip()
            scorings[current] = Counter()
            continue
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        if len(cells) >= 2 and cells[0].startswith("bc-"):
            scorings[current][cells[1]] += 1
    return scorings


def classify(item: dict[str, Any], read: Any) -> tuple[str, str]:
    """The class of one message and what was read (the line, or the Spanish message)."""
    from bot.engine import ScenarioError

    try:
        asked = __import__("bot.engine", fromlist=["ScenarioQuestion"]).ScenarioQuestion
    except AttributeError:  # a checkout before issue 42 has no questions
        asked = None
    unanswered: list[tuple[str, str, str]] = []  # set aside unread (told/unanswered.py)
    try:
        try:
            _, line = read(item["text"], unanswered)
        except TypeError:  # a checkout before session 6 reads no unanswered questions
            _, line = read(item["text"])
    except ScenarioError as error:
        if asked is not None and isinstance(error, asked):
            wanted = item.get("pregunta")
            ok = wanted is not None and wanted in error.pregunta
            return ("pregunta" if ok else "honesta"), f"¿? {error.pregunta}"
        return ("rechazo" if item.get("refuse") else "honesta"), str(error)
    except Exception as error:  # noqa: BLE001 - a crash is a finding
        return "FALLO", f"{type(error).__name__}: {error}"
    if item.get("line") is not None and line == item["line"]:
        said = "".join(f" (sin leer: «{words}»)" for _, words, _ in unanswered)
        return "exacta", (line or "") + said
    return "MAL LEÍDA", line or "(lenguaje estructurado)"


def wrong_reading_shown(item: dict[str, Any], klass: str, said: str) -> bool:
    """A refusal or a question that shows a reading («Lo he leído así: …») other than the
    judge's line: a wrong partial reading a user reads, counted apart (it must go to 0 too)."""
    if klass not in {"honesta", "rechazo", "pregunta"}:
        return False
    shown = re.search(r"leído así: (.*?)\)?(?: Ejemplo válido:|$)", said)
    return shown is not None and shown[1].strip() != (item.get("line") or "")


def run(path: Path = SET_FILE) -> list[tuple[dict[str, Any], str, str]]:
    from bot.engine.language import read_text
    from index.cards.catalog import CardCatalog

    items = yaml.safe_load(path.read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory(prefix="juez-told-chat-") as tmp:
        catalog = CardCatalog.open(Path(tmp))
        try:
            return [
                (item, *classify(item, lambda t, *out: read_text(t, catalog, None, *out)))
                for item in items
            ]
        finally:
            catalog.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.told_chat", description=__doc__)
    parser.add_argument("--fallos", action="store_true", help="listar lo que no es exacto")
    parser.add_argument("--archivo", type=Path, default=SET_FILE)
    parser.add_argument(
        "--ciego", action="store_true", help="totales de la clasificación a mano del set ciego"
    )
    args = parser.parse_args(argv)
    if args.ciego:
        for name, counts in blind_totals().items():
            total = sum(counts.values())
            print(f"Set ciego, {name}: {total} mensajes clasificados a mano")
            for klass in BLIND_CLASSES:
                print(f"  {klass:<18} {counts[klass]:>3}")
            right = counts["exacta"] + counts["pregunta"]
            share = 100 * right / max(total, 1)
            print(f"  exacta o pregunta precisa: {right}/{total} ({share:.1f} %)")
        return 0
    results = run(args.archivo)
    counts = Counter(klass for _, klass, _ in results)
    print(f"Mensajes: {len(results)}")
    for klass in CLASSES:
        print(f"  {klass:<10} {counts[klass]:>3}")
    shown = sum(wrong_reading_shown(item, klass, said) for item, klass, said in results)
    print(f"  lectura parcial mal mostrada (⚠): {shown}")
    right = sum(
        klass in {"exacta", "pregunta", "rechazo"} and not wrong_reading_shown(item, klass, said)
        for item, klass, said in results
    )
    print(f"  bien (exacta, o pregunta o rechazo debidos sin ⚠): {right}/{len(results)}")
    if args.fallos:
        for item, klass, said in results:
            if klass != "exacta":
                mark = " ⚠" if wrong_reading_shown(item, klass, said) else ""
                print(f"\n[{klass}{mark}] {item['id']}: {item['text']}\n    {said[:300]}")
                if item.get("line"):
                    print(f"    esperada: {item['line']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
