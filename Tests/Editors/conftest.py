import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]


def fixtures():
    """Every .bind file under Fixtures/."""
    return sorted(str(path) for path in (ROOT / "Fixtures").rglob("*.bind"))


def bindery_executable():
    """The `bindery` to test: $BINDERY, else the debug build."""
    return os.environ.get("BINDERY", str(ROOT / ".build" / "debug" / "bindery"))
