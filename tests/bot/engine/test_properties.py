"""Property tests: invariants that must hold for any scenario, not just hand-picked ones."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import Scenario, ScenarioError, run_scenario, run_scenario_text
from bot.engine.layers import explain_layers, power_toughness
from bot.engine.outcome import Trace
from bot.engine.sba import apply_sbas
from bot.engine.state import Attack, Combat, GameState, Permanent, Player, PTEffect
from bot.text.engine_steps import step_text

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
COMBAT_KEYWORDS = [
    "trample",
    "deathtouch",
    "first_strike",
    "double_strike",
    "lifelink",
    "infect",
    "wither",
    "indestructible",
]
COLOURS = ["white", "blue", "black", "red", "green"]
A, B = "Ana", "Beto"


@st.composite
def creatures(draw, pid: str, controller: str, max_damage: bool = True) -> Permanent:
    toughness = draw(st.integers(0, 6))
    return Permanent(
        id=pid,
        name=pid.upper(),
        controller=controller,
        power=draw(st.integers(0, 7)),
        toughness=toughness,
        keywords=set(draw(st.lists(st.sampled_from(COMBAT_KEYWORDS), max_size=3))),
        colors=set(draw(st.lists(st.sampled_from(COLOURS), max_size=1))),
        protection_from=set(draw(st.lists(st.sampled_from(COLOURS), max_size=1))),
        plus_counters=draw(st.integers(0, 2)),
        minus_counters=draw(st.integers(0, 2)),
        damage=draw(st.integers(0, toughness + 2)) if max_damage else 0,
        damaged_by_deathtouch=draw(st.booleans()),
        regeneration_shields=draw(st.integers(0, 1)),
        supertypes={"legendary"} if draw(st.booleans()) else set(),
        token=draw(st.booleans()),
        timestamp=draw(st.integers(0, 5)),
    )


@st.composite
def combat_scenarios(draw) -> Scenario:
    n_attackers = draw(st.integers(1, 3))
    perms, attacks = [], []
    walker = Permanent(
        id="pw", name="PW", controller=B, types={"planeswalker"}, loyalty=draw(st.integers(1, 6))
    )
    perms.append(walker)
    for i in range(n_attackers):
        atk = draw(creatures(f"a{i}", A, max_damage=False))
        atk.toughness = max(atk.toughness or 0, 1) + atk.minus_counters
        perms.append(atk)
        blockers = []
        for j in range(draw(st.integers(0, 3))):
            blk = draw(creatures(f"b{i}{j}", B, max_damage=False))
            blk.toughness = max(blk.toughness or 0, 1) + blk.minus_counters
            perms.append(blk)
            blockers.append(blk.id)
        blocked = draw(st.sampled_from([None, True])) if not blockers else None
        split = None
        if blockers and draw(st.booleans()):
            split = draw(
                st.lists(st.integers(0, 5), min_size=len(blockers), max_size=len(blockers) + 1)
            )
        attacks.append(
            Attack(
                attacker=atk.id,
                target=draw(st.sampled_from([B, "pw"])),
                blocked=blocked,
                blockers=blockers,
                assignment=split,
            )
        )
    for perm in perms:
        perm.damaged_by_deathtouch = False
        perm.supertypes = set()
    state = GameState(
        players=[
            Player(name=A, life=draw(st.integers(1, 20))),
            Player(name=B, life=draw(st.integers(1, 20)), poison=draw(st.integers(0, 9))),
        ],
        permanents=perms,
        combat=Combat(attacks=attacks),
    )
    return Scenario(kind="combat", state=state)


@given(combat_scenarios())
@SETTINGS
def test_combat_damage_dealt_equals_assigned_minus_prevented(scenario):
    out = run_scenario(scenario)
    start = {p.id: p for p in scenario.state.permanents}
    for rec in out.final.damage:
        assert rec.dealt == rec.assigned - rec.prevented
        assert rec.prevented in (0, rec.assigned)
    # In the first damage step every source that assigned damage assigned exactly its power.
    first: dict[str, int] = {}
    for rec in out.final.damage:
        if rec.step == 1:
            first[rec.source] = first.get(rec.source, 0) + rec.assigned
    for source, total in first.items():
        assert total == power_toughness(scenario.state, start[source])[0]
    # Players: life moves only by non-infect damage and lifelink; poison only by infect.
    for pl in scenario.state.players:
        life, poison = pl.life, pl.poison
        for rec in out.final.damage:
            src = start[rec.source]
            if rec.target == pl.name:
                if "infect" in src.keywords:
                    poison += rec.dealt
                else:
                    life -= rec.dealt
            if src.controller == pl.name and "lifelink" in src.keywords:
                life += rec.dealt
        final = next(p for p in out.final.players if p.name == pl.name)
        assert (final.life, final.poison) == (life, poison)


@given(combat_scenarios())
@SETTINGS
def test_combat_never_leaves_lethally_damaged_creatures(scenario):
    out = run_scenario(scenario)
    for perm in out.final.permanents:
        if perm.toughness is None:
            continue
        assert perm.toughness > 0
        original = next(p for p in scenario.state.permanents if p.id == perm.id)
        if perm.damage >= perm.toughness:
            assert "indestructible" in original.keywords


@st.composite
def boards(draw) -> GameState:
    perms = [
        draw(creatures(f"c{i}", draw(st.sampled_from([A, B]))))
        for i in range(draw(st.integers(0, 6)))
    ]
    for perm in perms:  # a few shared names so the legend rule has something to do
        perm.name = draw(st.sampled_from(["Thalia", "Isamaru", perm.name]))
    for i in range(draw(st.integers(0, 2))):
        perms.append(
            Permanent(
                id=f"pw{i}",
                name=f"PW{i}",
                controller=A,
                types={"planeswalker"},
                loyalty=draw(st.integers(0, 3)),
            )
        )
    ids = [p.id for p in perms]
    for i in range(draw(st.integers(0, 2))):
        perms.append(
            Permanent(
                id=f"aura{i}",
                name=f"Aura{i}",
                controller=A,
                types={"enchantment"},
                subtypes={"Aura"},
                colors=set(draw(st.lists(st.sampled_from(COLOURS), max_size=1))),
                attached_to=draw(st.sampled_from([None, *ids])) if ids else None,
            )
        )
    effects = (
        [
            PTEffect(
                target=draw(st.sampled_from(ids)),
                sublayer=draw(st.sampled_from("abcd")),
                power=draw(st.integers(-2, 4)),
                toughness=draw(st.integers(-2, 4)),
                timestamp=draw(st.integers(0, 9)),
            )
            for _ in range(draw(st.integers(0, 3)))
        ]
        if ids
        else []
    )
    players = [
        Player(
            name=n,
            life=draw(st.integers(-2, 5)),
            poison=draw(st.integers(0, 12)),
            drew_from_empty_library=draw(st.booleans()),
            cant_lose=draw(st.booleans()),
        )
        for n in (A, B)
    ]
    graveyard = [draw(creatures("g0", A))] if draw(st.booleans()) else []
    return GameState(players=players, permanents=perms, effects=effects, graveyard=graveyard)


@given(boards())
@SETTINGS
def test_state_based_actions_are_idempotent(state):
    once, _ = apply_sbas(state)
    twice, trace = apply_sbas(once)
    assert twice == once
    assert trace.deaths == []
    assert not any("Se comprueban las acciones de estado" in step_text(s) for s in trace.steps)


@given(boards())
@SETTINGS
def test_nothing_survives_sbas_that_should_not(state):
    after, _ = apply_sbas(state)
    for perm in after.permanents:
        p, t = power_toughness(after, perm)
        if perm.is_creature and t is not None:
            assert t > 0  # 704.5f: indestructible doesn't help here
            if perm.damage >= t:
                assert "indestructible" in perm.keywords
        if perm.is_planeswalker:
            assert perm.loyalty != 0
        assert not (perm.plus_counters and perm.minus_counters)
        if perm.is_aura:
            assert perm.attached_to is not None and after.permanent(perm.attached_to)
    legends = [(p.controller, p.name) for p in after.permanents if p.is_legendary]
    assert len(legends) == len(set(legends))
    assert not any(p.token for p in after.graveyard)
    for pl in after.players:
        should_lose = pl.life <= 0 or pl.poison >= 10
        if should_lose and not pl.cant_lose:
            assert pl.lost


@st.composite
def layered(draw) -> tuple[GameState, Permanent]:
    perm = draw(creatures("o", A))
    effects = [
        PTEffect(
            target="o",
            sublayer=draw(st.sampled_from("abcd")),
            power=draw(st.none() | st.integers(-3, 5)),
            toughness=draw(st.none() | st.integers(-3, 5)),
            timestamp=draw(st.integers(0, 5)),
        )
        for _ in range(draw(st.integers(0, 5)))
    ]
    state = GameState(players=[Player(name=A), Player(name=B)], permanents=[perm], effects=effects)
    return state, perm


@given(layered())
@SETTINGS
def test_layer_explanation_ends_where_the_answer_does(case):
    state, perm = case
    trace = Trace()
    p, t = explain_layers(state, perm, trace)
    assert (p, t) == power_toughness(state, perm)
    assert any(step_text(s) == f"Resultado: «{perm.name}» es {p}/{t}." for s in trace.steps)


_WORDS = [
    "2/2",
    "5/5",
    "0/1",
    "arrollar",
    "toque mortal",
    "daña primero",
    "vuela",
    "alcance",
    "infectar",
    "marchitar",
    "vínculo vital",
    "indestructible",
    "protección contra rojo",
    "roja",
    "daño:1",
    "contadores:-1/-1",
    "contadores:+1/+1 x2",
    "legendaria",
    "ficha",
]


@st.composite
def creature_texts(draw) -> str:
    pt = f"{draw(st.integers(0, 6))}/{draw(st.integers(0, 6))}"
    extra = draw(st.lists(st.sampled_from(_WORDS[3:]), max_size=3, unique=True))
    return " ".join([pt, *extra])


@st.composite
def language_lines(draw) -> str:
    order = draw(st.sampled_from(["combate", "estado"]))
    if order == "combate":
        blockers = "; ".join(draw(st.lists(creature_texts(), max_size=3)))
        line = f'combate atacante:"{draw(creature_texts())}"'
        if blockers:
            line += f' bloqueadores:"{blockers}"'
        return line + f" vida:{draw(st.integers(1, 20))}"
    items = "; ".join(draw(st.lists(creature_texts(), min_size=1, max_size=4)))
    return f'estado criaturas:"{items}" vida:{draw(st.integers(-1, 20))}'


@given(language_lines())
@SETTINGS
def test_random_valid_language_scenarios_never_crash(line):
    out = run_scenario_text(line)
    assert out.steps
    assert out.rules == sorted(set(out.rules), key=out.rules.index)


_FRAGMENTS = (
    list('combatesdo:"; /+-12xvaíéñ')
    + _WORDS
    + [
        "combate ",
        "estado ",
        "capas ",
        "momento ",
        "disparos ",
        "pila ",
        "escenario ",
        "hechizo:",
        "habilidad:",
        "eventos:",
        "otorga:",
        "disparo:",
        "activada:",
        "objetos:",
        "3 daños a ",
        "cada criatura",
        "muere ",
        "destruye ",
        "fin del turno",
        "X=2",
        "Oso",
        "lanza ",
        "activa ",
        "resuelve",
        "atacante:",
        "bloqueadores:",
        "criaturas:",
        "base:",
        "efectos:",
        "carta:",
        "paso:",
        "activo:",
        "reparto:",
        "vida:",
        "planeswalker:",
        "auras:",
        "encanta:",
        "lealtad:",
        " ",
        '"',
    ]
)


@given(st.lists(st.sampled_from(_FRAGMENTS), max_size=20).map("".join))
@SETTINGS
def test_arbitrary_text_either_runs_or_raises_scenario_error(text):
    try:
        run_scenario_text(text)
    except ScenarioError as exc:
        assert "Ejemplo válido:" in exc.message


# ------------------------------------------------------------------ effects, stack, layers
from bot.engine.abilities import StaticAbility  # noqa: E402
from bot.engine.characteristics import board  # noqa: E402
from bot.engine.effects import DealDamage, GainAbility, GainLife, ModifyPT, SetPT  # noqa: E402
from bot.engine.outcome import Trace as _Trace  # noqa: E402
from bot.engine.priority import Flow, game_over, resolve_stack  # noqa: E402
from bot.engine.selectors import Filter  # noqa: E402
from bot.engine.state import ContinuousEffect, StackItem, Turn  # noqa: E402

FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FILTERS = [
    Filter(),
    Filter(kind="player"),
    Filter(controller="you"),
    Filter(without_keywords={"flying"}),
    Filter(kind="player", controller="opponent"),
    Filter(with_keywords={"lifelink"}),
]


@st.composite
def lords(draw, pid: str, controller: str) -> Permanent:
    perm = draw(creatures(pid, controller))
    perm.token = False
    if draw(st.booleans()):
        effect = draw(
            st.sampled_from(
                [
                    ModifyPT(power=1, toughness=1, duration="permanent", each=[Filter(other=True)]),
                    ModifyPT(
                        power=-1,
                        toughness=-1,
                        duration="permanent",
                        each=[Filter(controller="opponent")],
                    ),
                    GainAbility(keywords={"flying"}, duration="permanent", each=[Filter()]),
                    SetPT(
                        power=1,
                        toughness=1,
                        duration="permanent",
                        each=[Filter(with_keywords={"flying"})],
                    ),
                ]
            )
        )
        perm.abilities = [StaticAbility(effects=[effect])]
    return perm


@st.composite
def stacked(draw) -> GameState:
    perms = [
        draw(lords(f"c{i}", draw(st.sampled_from([A, B])))) for i in range(draw(st.integers(0, 5)))
    ]
    items = []
    for n in range(draw(st.integers(1, 4))):
        effects = [
            DealDamage(
                amount=draw(st.integers(0, 4)),
                each=draw(st.lists(st.sampled_from(FILTERS), min_size=1, max_size=2)),
            )
        ]
        if draw(st.booleans()):
            effects.append(GainLife(amount=draw(st.integers(0, 3))))
        items.append(
            StackItem(
                name=f"H{n}",
                controller=draw(st.sampled_from([A, B])),
                kind="spell",
                effects=effects,
                keywords=set(
                    draw(st.lists(st.sampled_from(["lifelink", "deathtouch"]), max_size=2))
                ),
            )
        )
    players = [Player(name=n, life=draw(st.integers(1, 20))) for n in (A, B)]
    return GameState(players=players, permanents=perms, turn=Turn(active_player=A, stack=items))


@given(stacked())
@FAST
def test_resolving_the_stack_empties_it(state):
    trace = _Trace()
    resolve_stack(state, trace, Flow())
    assert state.turn.stack == [] or game_over(state)


@given(stacked())
@FAST
def test_effect_damage_is_conserved(state):
    before = {p.name: p.life for p in state.players}
    marked = {p.id: (p.damage, p.regeneration_shields) for p in state.permanents}
    trace = _Trace()
    resolve_stack(state, trace, Flow())
    for rec in trace.damage:
        assert rec.dealt == rec.assigned - rec.prevented >= 0
    # A player's life moves only by damage dealt to them, lifelink and life gain effects.
    for pl in state.players:
        dealt = sum(r.dealt for r in trace.damage if r.target == pl.name)
        gained = sum(
            e.amount
            for e in trace.events
            if type(e).__name__ == "LifeGained" and e.player == pl.name
        )
        assert pl.life == before[pl.name] - dealt + gained
    # Damage marked on a surviving creature is what it had plus what it was dealt (unless
    # regenerating removed it, 701.19a).
    for perm in state.permanents:
        if perm.id in marked and perm.regeneration_shields == marked[perm.id][1]:
            dealt = sum(r.dealt for r in trace.damage if r.target == perm.id)
            assert perm.damage == marked[perm.id][0] + dealt


@given(stacked())
@FAST
def test_state_based_actions_are_idempotent_with_static_abilities(state):
    state.turn.stack = []
    once, _ = apply_sbas(state)
    twice, trace = apply_sbas(once)
    assert twice == once and trace.deaths == []


@given(stacked(), st.randoms(use_true_random=False))
@FAST
def test_listing_order_of_effects_does_not_matter_timestamps_do(state, rnd):
    ids = [p.id for p in state.permanents]
    if not ids:
        return
    state.continuous = [
        ContinuousEffect(effect=effect, affected=[rnd.choice(ids)], timestamp=10 + n)
        for n, effect in enumerate(
            [
                ModifyPT(power=2, toughness=0),
                SetPT(power=1, toughness=1),
                GainAbility(keywords={"flying"}),
            ]
        )
    ]
    shuffled = state.model_copy(deep=True)
    rnd.shuffle(shuffled.continuous)
    assert board(state).chars == board(shuffled).chars
    assert [power_toughness(state, p) for p in state.permanents] == [
        power_toughness(shuffled, p) for p in shuffled.permanents
    ]


@given(stacked())
@FAST
def test_a_static_ability_does_nothing_once_its_source_is_gone(state):
    sources = [p for p in state.permanents if p.statics]
    if not sources:
        return
    gone = sources[0]
    without = state.model_copy(deep=True)
    without.permanents = [p for p in without.permanents if p.id != gone.id]
    left = state.model_copy(deep=True)
    left.leave_battlefield(gone.id)
    assert board(left).chars == board(without).chars


_EFFECT_LINES = [
    "3 daños a Oso",
    "X daños a cada criatura sin volar y a cada jugador",
    "robas 2 cartas",
    "ganas 2 vidas",
    "destruye Oso",
    "Oso gana volar",
    "Oso obtiene +1/+1",
    "crea una ficha Soldado 1/1",
    "el rival pierde 1 vida",
    "previene los próximos 2 daños a Oso",
    "intercambia Oso",
    "sacrifica Oso",
]


@given(
    st.lists(st.sampled_from(_EFFECT_LINES), min_size=1, max_size=4),
    st.integers(0, 5),
    st.integers(-1, 10),
)
@FAST
def test_random_spells_on_a_board_never_crash(effects, x, life):
    spells = "; ".join(f"H{n} X={x}: {e}" for n, e in enumerate(effects))
    out = run_scenario_text(
        f'pila criaturas:"Oso 2/2; Señor 2/2 otorga:+1/+1 a otras" vida:{life} hechizo:"{spells}"'
    )
    assert out.rules == sorted(set(out.rules), key=out.rules.index)
    assert all(s.rules or not step_text(s).startswith("Se ") for s in out.steps)
