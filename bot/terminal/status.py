"""`juez estado`: the running bot's health, from the file it keeps (bot/health.py).

    juez estado          # Spanish lines; exit 0 when healthy, 1 when not (a health check)
    juez estado --json   # the file as the bot wrote it, plus "sano" and "hace_s"

Healthy: the file is fresh (the bot rewrites it every 30 s), the gateway is connected and the
store answered its last probe. A file older than that means the bot is not running or hangs.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

# bot.health is imported by `juez estado` alone: the CLI builds this command's parser for every
# command, and `juez buscar` must not load the bot's health module to answer.


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    help_text = "Estado del bot en marcha: conexión con Discord, latencia, base de datos, errores."
    p = sub.add_parser("estado", help=help_text, description=help_text + " Ejemplo: juez estado")
    p.add_argument("--json", action="store_true", help="salida JSON")


def _ago(seconds: float) -> str:
    if seconds < 90:
        return f"hace {seconds:.0f} s"
    if seconds < 5400:
        return f"hace {seconds / 60:.0f} min"
    return f"hace {seconds / 3600:.1f} h"


def judge(status: dict[str, object], now: float) -> tuple[bool, list[str]]:
    """Whether the bot is healthy, and the lines that say how it is."""
    from bot.health import STALE_AFTER_S

    updated = status.get("updated_at")
    age = now - updated if isinstance(updated, int | float) else float("inf")
    stale = age > STALE_AFTER_S
    connected = status.get("connected") is True
    store = status.get("store")
    lines = [f"Estado escrito por el bot (pid {status.get('pid', '?')}) {_ago(age)}."]
    if status.get("stopping"):
        lines.append("El bot se cerró (o se está cerrando).")
    elif stale:
        lines.append(
            "El bot no ha actualizado su estado desde entonces: no está en marcha o no responde."
        )
    latency = status.get("latency_ms")
    gateway = "conectado" if connected else "SIN CONEXIÓN"
    if isinstance(latency, int | float):
        gateway += f", latencia {latency:.0f} ms"
    lines.append(f"Discord: {gateway}; {status.get('guilds', 0)} servidores.")
    kind = status.get("store_kind") or "?"
    said = {"sí": "responde", "no": "NO RESPONDE"}.get(str(store), "sin comprobar aún")
    lines.append(f"Base de datos ({kind}): {said}.")
    error, at = status.get("last_error"), status.get("last_error_at")
    if error:
        when = f" ({_ago(now - at)})" if isinstance(at, int | float) else ""
        lines.append(f"Último error{when}: {error}")
    else:
        lines.append("Sin errores desde el arranque.")
    healthy = not stale and not status.get("stopping") and connected and store == "sí"
    return healthy, lines


def run_status(args: argparse.Namespace, data_dir: Path) -> int:
    from bot.health import STATUS_FILE, read_status

    status = read_status(data_dir)
    now = time.time()
    if status is None:
        message = (
            f"No hay estado del bot en {Path(data_dir) / STATUS_FILE}: el bot no se ha arrancado "
            "con esta carpeta de datos (JUEZ_DATA_DIR). Arráncalo con: juez bot"
        )
        if args.json:
            print(json.dumps({"sano": False, "error": message}, ensure_ascii=False))
        else:
            print(message)
        return 1
    healthy, lines = judge(status, now)
    if args.json:
        updated = status.get("updated_at")
        age = now - updated if isinstance(updated, int | float) else None
        print(json.dumps({**status, "sano": healthy, "hace_s": age}, ensure_ascii=False))
    else:
        print("\n".join(lines))
    return 0 if healthy else 1
