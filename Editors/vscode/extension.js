// Starts `bindery lsp` for .bind files and connects VS Code to it. Everything the editor shows for a spec
// (diagnostics, hover, completion, navigation, rename, formatting, semantic colours) comes from the server; the
// grammar in syntaxes/ colours the text before the server answers, and embedded Swift through VS Code's Swift grammar.
"use strict";

const path = require("path");
const vscode = require("vscode");
const { LanguageClient, State } = require("vscode-languageclient/node");

let client;

/** The `bindery.path` setting, a relative path resolved against the first workspace folder. */
function binderyPath() {
  const configured = vscode.workspace.getConfiguration("bindery").get("path") || "bindery";
  const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
  if (folder && !path.isAbsolute(configured) && configured.includes(path.sep)) {
    return path.join(folder.uri.fsPath, configured);
  }
  return configured;
}

function createClient() {
  const executable = { command: binderyPath(), args: ["lsp"] };
  return new LanguageClient(
    "bindery",
    "Bindery",
    { run: executable, debug: executable },
    {
      documentSelector: [
        { scheme: "file", language: "bind" },
        { scheme: "untitled", language: "bind" },
      ],
      synchronize: {
        // Specs created, changed or deleted outside the editor (a checkout, a generator) are checked again.
        fileEvents: vscode.workspace.createFileSystemWatcher("**/*.bind"),
      },
    }
  );
}

async function start() {
  client = createClient();
  try {
    await client.start();
  } catch (error) {
    vscode.window.showErrorMessage(
      `Bindery: could not start '${binderyPath()} lsp' (${error.message}). Set 'bindery.path' to the bindery executable.`
    );
  }
}

async function activate(context) {
  context.subscriptions.push(
    vscode.commands.registerCommand("bindery.restartServer", async () => {
      if (client && client.state === State.Running) {
        await client.stop();
      }
      await start();
    }),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (event.affectsConfiguration("bindery.path")) {
        await vscode.commands.executeCommand("bindery.restartServer");
      }
    })
  );
  await start();
}

async function deactivate() {
  if (client) {
    await client.stop();
  }
}

module.exports = { activate, deactivate };
