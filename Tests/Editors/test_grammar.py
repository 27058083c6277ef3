"""The TextMate grammar of Editors/vscode, tokenized as VS Code would (see textmate.py)."""

import pathlib

import pytest

from conftest import ROOT, fixtures
from textmate import Grammar

GRAMMAR = Grammar(ROOT / "Editors" / "vscode" / "syntaxes" / "bind.tmLanguage.json")


def tokens_of(text):
    return [token for line in GRAMMAR.tokenize(text) for token in line]


def scopes_of(text, needle, occurrence=1, offset=0):
    """The scopes of the token at the `occurrence`-th `needle` in `text` (`offset` characters into it)."""
    at = -1
    for _ in range(occurrence):
        at = text.find(needle, at + 1)
        assert at >= 0, f"no {needle!r} in the text"
    at += offset
    offset = 0
    for token, scopes in tokens_of(text):
        if offset <= at < offset + len(token):
            return scopes
        offset += len(token)
    raise AssertionError("past the end")


@pytest.mark.parametrize("path", fixtures(), ids=lambda path: str(pathlib.Path(path).relative_to(ROOT / "Fixtures")))
def test_every_fixture_tokenizes_without_an_invalid_scope(path):
    text = pathlib.Path(path).read_bytes().decode("utf-8", errors="replace")
    lines = GRAMMAR.tokenize(text)
    for number, line in enumerate(lines, 1):
        for token, scopes in line:
            assert not any(scope.startswith("invalid") for scope in scopes), f"{path}:{number}: {token!r} {scopes}"
    # Every character is in some token: the tokenizer walked the whole file.
    assert "".join(token for line in lines for token, _ in line) == text


DOWNLOAD = (ROOT / "Fixtures" / "Valid" / "Download.bind").read_text()


def test_declarations_members_and_rules_get_their_scopes():
    assert "storage.type.model.bind" in scopes_of(DOWNLOAD, "model")
    assert "entity.name.type.model.bind" in scopes_of(DOWNLOAD, "User")
    assert "variable.other.property.declaration.bind" in scopes_of(DOWNLOAD, "writtenBytes")
    assert "entity.name.type.bind" in scopes_of(DOWNLOAD, "Int64")
    assert "entity.name.function.transform.bind" in scopes_of(DOWNLOAD, "percent")
    assert "variable.parameter.bind" in scopes_of(DOWNLOAD, "(download: Download", offset=1)
    assert "variable.parameter.bind" in scopes_of(DOWNLOAD, "row.ownerName")
    assert "variable.other.property.bind" in scopes_of(DOWNLOAD, "row.ownerName", offset=4)
    assert "variable.other.property.bind" in scopes_of(DOWNLOAD, "owner?.name", offset=7)
    assert "punctuation.accessor.optional.bind" in scopes_of(DOWNLOAD, "owner?.name", offset=5)
    assert "keyword.operator.arrow.bind" in scopes_of(DOWNLOAD, "<->")
    assert "keyword.operator.pipe.bind" in scopes_of(DOWNLOAD, "| uppercased")
    assert "entity.name.function.transform.bind" in scopes_of(DOWNLOAD, "| uppercased", offset=2)
    assert "entity.name.function.handler.bind" in scopes_of(DOWNLOAD, "-> sizesChanged", offset=3)
    assert "keyword.control.rule.bind" in scopes_of(DOWNLOAD, "initial ->")
    assert "keyword.control.rule.bind" in scopes_of(DOWNLOAD, "once download")
    assert "comment.line.triple-slash.documentation.bind" in scopes_of(DOWNLOAD, "/// A person")
    assert "constant.language.option.bind" in scopes_of(DOWNLOAD, "isolation: MainActor", offset=11)
    assert "comment.line.double-slash.bind" in scopes_of(DOWNLOAD, "// MainActor (default)")


def test_embedded_swift_is_marked_for_the_swift_grammar_and_ends_where_the_spec_says():
    # Defaults, computed expressions, transform bodies and fallbacks.
    for needle in ['"Untitled"', "totalBytes == 0", "$0 * 9", '"Nobody"']:
        assert "meta.embedded.expression.swift" in scopes_of(DOWNLOAD, needle), needle
    # The fallback stops before the next rule; the interpolation's `)` does not end anything early.
    assert "meta.embedded.expression.swift" not in scopes_of(DOWNLOAD, '"Nobody"\n    row', offset=13)
    text = 'model M {\n    computed s: String = "a)\\(x.map { "}" })" + ")"\n    var y: Int = 0\n}\n'
    assert "variable.other.property.declaration.bind" in scopes_of(text, "y")
    assert "punctuation.section.block.end.bind" in scopes_of(text, "\n}", offset=1)


def test_a_declaration_left_open_does_not_swallow_the_next_one():
    text = "model M {\n    var x: Int = 0\n\nbinding B(m: M) {\n    m.x <- m.x\n}\n"
    assert "storage.type.binding.bind" in scopes_of(text, "binding")
    assert "storage.type.model.bind" not in scopes_of(text, "binding")


def test_block_comments_nest_and_lone_carriage_returns_end_lines():
    text = "/* a /* b */ still */ model M {}\r// c\rmodel N {}\n"
    assert "comment.block.bind" in scopes_of(text, " still")
    assert "storage.type.model.bind" in scopes_of(text, "model", occurrence=1)
    assert "storage.type.model.bind" in scopes_of(text, "model", occurrence=2)


def test_the_swift_grammar_is_what_embedded_code_includes():
    GRAMMAR.tokenize(DOWNLOAD)
    assert GRAMMAR.missing_includes == {"source.swift"}
