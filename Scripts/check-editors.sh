#!/usr/bin/env bash
# Editor support: the TextMate grammar of Editors/vscode tokenized over every fixture, the extension's manifest,
# and `bindery lsp` driven end to end by pytest-lsp (a client that is not ours) with VS Code's and Neovim's
# capabilities. Installs what it needs from PyPI into a virtual environment under .build.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.build/editor-tests
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    "pytest-lsp==1.0.1" "onigurumacffi==1.5.0"

swift build --product bindery
export BINDERY="$(swift build --show-bin-path)/bindery"
"$venv/bin/python" -m pytest -q -p no:cacheprovider -W error::pytest_lsp.LspSpecificationWarning Tests/Editors
