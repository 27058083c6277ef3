"""The VS Code extension's manifest points at files that exist and agree with each other."""

import json

from conftest import ROOT

EXTENSION = ROOT / "Editors" / "vscode"


def load(name):
    return json.loads((EXTENSION / name).read_text())


def test_the_manifest_declares_the_language_grammar_and_settings_it_ships():
    manifest = load("package.json")
    assert (EXTENSION / manifest["main"]).is_file()
    language = manifest["contributes"]["languages"][0]
    assert language["id"] == "bind" and language["extensions"] == [".bind"]
    assert (EXTENSION / language["configuration"]).is_file()
    grammar = manifest["contributes"]["grammars"][0]
    assert grammar["language"] == "bind"
    assert load(grammar["path"])["scopeName"] == grammar["scopeName"]
    assert "meta.embedded.expression.swift" in grammar["embeddedLanguages"]
    assert manifest["contributes"]["configuration"]["properties"]["bindery.path"]["default"] == "bindery"
    assert "vscode-languageclient" in manifest["dependencies"]
    assert "@vscode/vsce" in manifest["devDependencies"]


def test_the_language_configuration_has_comments_brackets_and_closing_pairs():
    configuration = load("language-configuration.json")
    assert configuration["comments"] == {"lineComment": "//", "blockComment": ["/*", "*/"]}
    assert ["{", "}"] in configuration["brackets"] and ["(", ")"] in configuration["brackets"]
    assert {"open": "{", "close": "}"} in configuration["autoClosingPairs"]


def test_the_client_starts_bindery_lsp_from_the_setting():
    source = (EXTENSION / "extension.js").read_text()
    assert 'args: ["lsp"]' in source
    assert 'getConfiguration("bindery").get("path")' in source
