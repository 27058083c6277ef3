"""`bindery lsp` driven end to end by a client that is not ours: pytest-lsp (pygls), with the capabilities VS Code
and Neovim announce. Neovim offers UTF-8 positions, so the server answers in UTF-8 there and in UTF-16 for VS Code,
and an edit puts non-ASCII text before the error so the two differ."""

import asyncio
import json
import pathlib
import shutil
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import ROOT, bindery_executable

CLIENTS = ["visual-studio-code", "neovim"]


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[bindery_executable(), "lsp"]), params=CLIENTS)
async def client(lsp_client: LanguageClient, request, tmp_path):
    # A fixture workspace: the valid fixtures, checked as one module.
    for spec in (ROOT / "Fixtures" / "Valid").glob("*.bind"):
        shutil.copy(spec, tmp_path / spec.name)
    lsp_client.workspace_path = tmp_path
    lsp_client.registrations = []

    # As editors do: the server asks a client that can watch files for it (VS Code can) to watch `.bind` files.
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams):
        lsp_client.registrations.extend(params.registrations)

    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities(request.param),
            root_uri=tmp_path.as_uri(),
            workspace_folders=[types.WorkspaceFolder(uri=tmp_path.as_uri(), name="fixtures")],
        )
    )
    lsp_client.encoding = result.capabilities.position_encoding
    yield
    await lsp_client.shutdown_session()
    assert lsp_client._server.returncode == 0, "shutdown then exit exits with 0"


def position(text, needle, offset=0, encoding="utf-16"):
    """The LSP position of `needle` (plus `offset` characters) in the negotiated encoding."""
    index = text.index(needle) + offset
    line = text.count("\n", 0, index)
    line_text = text[text.rfind("\n", 0, index) + 1 : index]
    if encoding == "utf-8":
        character = len(line_text.encode("utf-8"))
    else:
        character = len(line_text.encode("utf-16-le")) // 2
    return types.Position(line=line, character=character)


async def diagnostics(client, uri, predicate, timeout=20):
    """Waits until the diagnostics published for `uri` satisfy `predicate`."""

    async def wait():
        while uri not in client.diagnostics or not predicate(client.diagnostics[uri]):
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return client.diagnostics[uri]

    return await asyncio.wait_for(wait(), timeout)


class Document:
    """An open document whose text the test edits as a user would, sending incremental changes."""

    def __init__(self, client, name, folder=None):
        self.client = client
        self.path = (folder or client.workspace_path) / name
        self.uri = self.path.as_uri()
        self.text = self.path.read_text()
        self.version = 1
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=self.uri, language_id="bind", version=1, text=self.text)
            )
        )

    def at(self, needle, offset=0):
        return position(self.text, needle, offset, self.client.encoding)

    def replace(self, old, new):
        start, end = self.at(old), self.at(old, len(old))
        self.text = self.text.replace(old, new, 1)
        self.version += 1
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=self.uri, version=self.version),
                content_changes=[
                    types.TextDocumentContentChangePartial(range=types.Range(start=start, end=end), text=new)
                ],
            )
        )

    def identifier(self):
        return types.TextDocumentIdentifier(uri=self.uri)


RULE = "row.title <- download.title | uppercased"


@pytest.mark.asyncio
async def test_an_error_appears_at_its_range_and_clears_when_fixed(client):
    document = Document(client, "Download.bind")
    # Non-ASCII text before the mistake, so UTF-8 and UTF-16 columns differ.
    document.replace(RULE, "row.title <- /* ü😀 */ download.titel | uppercased")
    found = await diagnostics(client, document.uri, lambda found: len(found) > 0)
    assert [d.message for d in found] == ["model 'Download' has no property 'titel'; did you mean 'title'?"]
    assert found[0].severity == types.DiagnosticSeverity.Error
    assert found[0].range.start == document.at("titel")
    assert found[0].range.end == document.at("titel", 5)

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=document.identifier(),
            range=found[0].range,
            context=types.CodeActionContext(diagnostics=list(found)),
        )
    )
    assert actions[0].title == "Replace 'titel' with 'title'"

    document.replace("titel", "title")
    await diagnostics(client, document.uri, lambda found: len(found) == 0)


@pytest.mark.asyncio
async def test_hover_shows_types_signatures_and_the_initializer(client):
    document = Document(client, "Download.bind")
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=document.identifier(), position=document.at("| percent", 2))
    )
    assert 'transform percent(Double) -> String = "\\(Int(($0 * 100).rounded()))%"' in hover.contents.value
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=document.identifier(), position=document.at("owner?.name", 7))
    )
    assert "`download.owner?.name` is `String?`" in hover.contents.value
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=document.identifier(), position=document.at("DownloadRowBinding"))
    )
    assert "totalChanged: @escaping (Change<Int64>) -> Void" in hover.contents.value
    assert "sizesChanged: @escaping () -> Void" in hover.contents.value


@pytest.mark.asyncio
async def test_definition_leads_to_the_declaration(client):
    document = Document(client, "Download.bind")
    locations = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document.identifier(), position=document.at("owner?.name"))
    )
    assert [(location.uri, location.range.start) for location in locations] == [
        (document.uri, document.at("owner: User?"))
    ]


@pytest.mark.asyncio
async def test_type_definition_leads_to_the_model_a_type_names(client):
    document = Document(client, "Download.bind")
    locations = await client.text_document_type_definition_async(
        types.TypeDefinitionParams(text_document=document.identifier(), position=document.at("owner?.name"))
    )
    assert [(location.uri, location.range.start) for location in locations] == [
        (document.uri, document.at("User: Codable"))
    ]


@pytest.mark.asyncio
async def test_implementation_leads_to_the_swift_of_an_external_transform(client):
    # Beside the spec, as in a target: the function the spec's external transform names, and a decoy in a comment.
    swift = "import Bindery\n\n// static func initials is below.\nextension BinderyTransforms {\n"
    swift += "    static func initials(_ value: String) -> String { String(value.prefix(1)) }\n}\n"
    (client.workspace_path / "Initials.swift").write_text(swift)
    document = Document(client, "Download.bind")
    locations = await client.text_document_implementation_async(
        types.ImplementationParams(text_document=document.identifier(), position=document.at("initials("))
    )
    swift_uri = (client.workspace_path / "Initials.swift").as_uri()
    assert [(location.uri, location.range.start.line) for location in locations] == [(swift_uri, 4)]
    assert locations[0].range.start.character == len("    static func ")


@pytest.mark.asyncio
async def test_completion_offers_properties_with_types_and_transforms(client):
    document = Document(client, "Download.bind")
    document.replace(RULE, "row.title <- download.")
    result = await client.text_document_completion_async(
        types.CompletionParams(
            text_document=document.identifier(),
            position=document.at("<- download.\n", len("<- download.")),
            context=types.CompletionContext(
                trigger_kind=types.CompletionTriggerKind.TriggerCharacter, trigger_character="."
            ),
        )
    )
    items = {item.label: item.detail for item in result.items}
    assert items["title"] == "String"
    assert items["progress"] == "Double"
    assert items["owner"] == "User?"

    document.replace("row.title <- download.", "row.title <- download.title | ")
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=document.identifier(), position=document.at("title | ", 8))
    )
    labels = [item.label for item in result.items]
    assert {"percent", "uppercased", "not"} <= set(labels)


@pytest.mark.asyncio
async def test_rename_edits_every_use_and_the_result_checks(client):
    document = Document(client, "Download.bind")
    edit = await client.text_document_rename_async(
        types.RenameParams(
            text_document=document.identifier(), position=document.at("download.totalBytes", 9), new_name="byteCount"
        )
    )
    edits = edit.changes[document.uri]
    # The declaration, the computed expression (twice) and two actions.
    assert len(edits) == 5
    lines = document.text.split("\n")
    for text_edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = text_edit.range.start, text_edit.range.end
        assert start.line == end.line
        line = lines[start.line]
        if client.encoding == "utf-8":
            raw = line.encode("utf-8")
            line = (raw[: start.character] + text_edit.new_text.encode() + raw[end.character :]).decode()
        else:
            line = line[: start.character] + text_edit.new_text + line[end.character :]
        lines[start.line] = line
    renamed = "\n".join(lines)
    # Comments are prose, left alone; no code names the old property any more.
    code = [line for line in lines if not line.lstrip().startswith("//")]
    assert not any("totalBytes" in line for line in code)
    document.path.write_text(renamed)
    check = subprocess.run([bindery_executable(), "check", *map(str, client.workspace_path.glob("*.bind"))])
    assert check.returncode == 0, "the renamed module still checks"

    with pytest.raises(JsonRpcException) as refused:
        await client.text_document_rename_async(
            types.RenameParams(
                text_document=document.identifier(), position=document.at("download.title", 9), new_name="owner"
            )
        )
    assert "model 'Download' already has a property 'owner'" in str(refused.value)


def check_diagnostics(text, directory):
    """What `bindery check --diagnostics json` reports for `text` alone: (line, byte column, end line, end byte
    column, message), 1-based."""
    spec = directory / "Typed.bind"
    spec.write_text(text)
    result = subprocess.run(
        [bindery_executable(), "check", "--diagnostics", "json", str(spec)], capture_output=True, text=True
    )
    return sorted(
        (d["line"], d["column"], d["endLine"], d["endColumn"], d["message"]) for d in json.loads(result.stderr or "[]")
    )


def byte_position(text, position, encoding):
    """An LSP position in `text` as a 1-based line and byte column, as `bindery check` counts them."""
    line = text.split("\n")[position.line]
    unit, codec = (1, "utf-8") if encoding == "utf-8" else (2, "utf-16-le")
    prefix = line.encode(codec)[: position.character * unit].decode(codec)
    return position.line + 1, len(prefix.encode("utf-8")) + 1


@pytest.mark.asyncio
async def test_typing_a_spec_from_empty_keeps_diagnostics_as_check_reports_them(client, tmp_path_factory):
    # A character at a time, as a user types, with non-ASCII text so the encodings differ; a request after each
    # keystroke makes the server compile snapshots it may never publish, as hover and semantic tokens do.
    target = (ROOT / "Fixtures" / "Valid" / "Download.bind").read_text()
    target = target.replace('"Untitled"', '"Ünt😀 e\u0301 漢字"')
    # Outside the workspace folder, whose fixtures declare the same models: a spec checked on its own.
    outside = tmp_path_factory.mktemp("outside")
    (outside / "Typed.bind").write_text("")
    document = Document(client, "Typed.bind", folder=outside)
    cli_folder = tmp_path_factory.mktemp("check")

    def published():
        found = client.diagnostics.get(document.uri, [])
        return sorted(
            byte_position(document.text, d.range.start, client.encoding)
            + byte_position(document.text, d.range.end, client.encoding)
            + (d.message,)
            for d in found
        )

    pending = []
    for index, character in enumerate(target):
        end = position(document.text + "\0", "\0", 0, client.encoding)
        document.version += 1
        document.text += character
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=document.uri, version=document.version),
                content_changes=[
                    types.TextDocumentContentChangePartial(range=types.Range(start=end, end=end), text=character)
                ],
            )
        )
        pending.append(
            client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document.identifier()))
        )
        # Four keystrokes and requests at a time reach the server together, as when a user types faster than it
        # answers: it compiles for each request and goes idle, publishing, only after the last.
        if len(pending) == 4:
            await asyncio.gather(*pending)
            pending = []
        if index % 97 == 96 or index == len(target) - 1:
            await asyncio.gather(*pending)
            pending = []
            expected = check_diagnostics(document.text, cli_folder)

            async def settled():
                while published() != expected:
                    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)

            try:
                await asyncio.wait_for(settled(), 10)
            except TimeoutError:
                pytest.fail(f"after {index + 1} characters: published {published()}, check says {expected}")


@pytest.mark.asyncio
async def test_a_client_that_can_watch_files_is_asked_to_watch_specs(client):
    # Any answer comes after the server asked, which it does on `initialized`.
    document = Document(client, "Download.bind")
    await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=document.identifier()))
    watched = client.capabilities.workspace.did_change_watched_files
    if watched and watched.dynamic_registration:
        asked = [(r.method, [w["globPattern"] for w in r.register_options["watchers"]]) for r in client.registrations]
        assert asked == [("workspace/didChangeWatchedFiles", ["**/*.bind", "**/Package.swift"])]
    else:
        assert client.registrations == []
