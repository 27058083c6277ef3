"""A small TextMate tokenizer that follows vscode-textmate's algorithm, for testing the `.bind` grammar here.

npm's registry (and so vscode-textmate itself) cannot be installed on the machines this project builds on, so this
re-implements the part of it a grammar's correctness depends on, over Oniguruma itself (`onigurumacffi`, the same
engine VS Code runs through vscode-oniguruma), rather than over Python's `re` or `regex`, whose syntax differs in
the places TextMate grammars use (`\\h`, `\\p{...}`, lookbehind, possessive quantifiers):

- text is tokenized one line at a time, the line's terminator included, as vscode-textmate does, so a pattern can
  never match across lines and `$` behaves as it does in the editor;
- at each position, the current rule's end pattern and every pattern it includes are searched, and the earliest
  match wins; on a tie the end pattern wins (no grammar here sets `applyEndPatternLast`), then the first pattern
  listed;
- `begin`/`end` rules push and pop a stack that carries over to the next line; back-references to the begin match
  (`\\1`) in an end pattern are substituted, escaped, as vscode-textmate does;
- `include` resolves `#name` in the repository, `$self`/`$base` to the grammar, and another grammar by its scope
  name only if one is loaded: `source.swift` is not, just as in an editor without Swift support;
- a zero-width match that would not move on advances one character, as vscode-textmate's loop guard does.

`while` rules and injections are not implemented: the grammar uses neither.
"""

import json
import re

import onigurumacffi


class Rule:
    def __init__(self, raw, grammar):
        self.raw = raw
        self.grammar = grammar
        self.name = raw.get("name")
        self.content_name = raw.get("contentName")
        self.match = raw.get("match")
        self.begin = raw.get("begin")
        self.end = raw.get("end")
        if "while" in raw:
            raise NotImplementedError("'while' rules are not supported")
        self._compiled = {}
        self._patterns = None

    def regex(self, source):
        if source not in self._compiled:
            self._compiled[source] = onigurumacffi.compile(source)
        return self._compiled[source]

    def patterns(self):
        """The rules this rule's patterns stand for, includes flattened in order."""
        if self._patterns is None:
            self._patterns = []
            for raw in self.raw.get("patterns", []):
                self._patterns.extend(self.grammar.expand(raw, seen=set()))
        return self._patterns


class Grammar:
    def __init__(self, path, others=()):
        with open(path, encoding="utf-8") as file:
            self.raw = json.load(file)
        self.scope = self.raw["scopeName"]
        self.root = Rule({"patterns": self.raw["patterns"]}, self)
        self.repository = {name: Rule(raw, self) for name, raw in self.raw.get("repository", {}).items()}
        self.loaded = {grammar.scope: grammar for grammar in others}
        self.missing_includes = set()
        self._rules = {}

    def rule(self, raw):
        key = id(raw)
        if key not in self._rules:
            self._rules[key] = Rule(raw, self)
        return self._rules[key]

    def expand(self, raw, seen):
        """A pattern as the list of match/begin rules it stands for."""
        if "include" not in raw:
            if "match" in raw or "begin" in raw:
                return [self.rule(raw)]
            # A rule with only `patterns` groups them.
            return [rule for inner in raw.get("patterns", []) for rule in self.expand(inner, seen)]
        target = raw["include"]
        if target in seen:
            return []
        seen = seen | {target}
        if target.startswith("#"):
            included = self.raw["repository"][target[1:]]
            return self.expand(included, seen)
        if target in ("$self", "$base"):
            return [rule for inner in self.raw["patterns"] for rule in self.expand(inner, seen)]
        if target in self.loaded:
            other = self.loaded[target]
            return [rule for inner in other.raw["patterns"] for rule in other.expand(inner, seen)]
        self.missing_includes.add(target)
        return []

    def tokenize(self, text):
        """Every token of `text`: a list of lines, each a list of (token text, scopes)."""
        stack = [Frame(self.root, None, [self.scope])]
        result = []
        for line in split_lines(text):
            tokens = []
            stack = tokenize_line(line, stack, tokens)
            result.append(tokens)
        return result


class Frame:
    def __init__(self, rule, end, scopes, start=-1):
        self.rule = rule
        self.end = end  # compiled end regex, back-references substituted
        self.scopes = scopes  # scopes inside the rule (name and contentName)
        self.start = start  # where the rule began on the line it was pushed, for the loop guard


def split_lines(text):
    """Lines with their terminators (LF, CRLF or a lone CR), as editors split them."""
    return [line for line in re.split(r"(?<=\r\n)|(?<=\n)|(?<=\r)(?!\n)", text) if line]


def substitute_back_references(pattern, match):
    def replace(reference):
        index = int(reference.group(1))
        start, end = match.span(index)
        value = match.string[start:end] if start >= 0 else ""
        return re.sub(r"([\\^$.|?*+()\[\]{}\-])", r"\\\1", value)

    return re.sub(r"\\(\d)", replace, pattern)


def captures(rule_captures, match, scopes, tokens, start, end):
    """Tokens for [start, end) of a match, each capture group with its scope added."""
    spans = []
    for key, capture in (rule_captures or {}).items():
        group_start, group_end = match.span(int(key))
        if group_start >= 0 and group_end > group_start and "name" in capture:
            spans.append((group_start, group_end, capture["name"]))
    boundaries = sorted({start, end} | {s for s, _, _ in spans} | {e for _, e, _ in spans})
    for left, right in zip(boundaries, boundaries[1:]):
        names = [name for s, e, name in spans if s <= left and right <= e]
        tokens.append((match.string[left:right], scopes + names))


def tokenize_line(line, stack, tokens):
    position = 0
    stack = list(stack)
    guard = 0
    while position < len(line):
        guard += 1
        if guard > 10 * len(line) + 100:
            raise RuntimeError("the tokenizer is not advancing: " + repr(line))
        top = stack[-1]
        best = None  # (start, order, kind, rule, match)
        if top.end is not None:
            match = top.end.search(line, position)
            if match is not None:
                best = (match.start(), -1, "end", top.rule, match)
        for order, rule in enumerate(top.rule.patterns()):
            source = rule.match if rule.match is not None else rule.begin
            match = rule.regex(source).search(line, position)
            if match is None:
                continue
            if best is None or match.start() < best[0]:
                best = (match.start(), order, "match" if rule.match is not None else "begin", rule, match)
        if best is None:
            tokens.append((line[position:], top.scopes))
            return stack
        start, _, kind, rule, match = best
        if start > position:
            tokens.append((line[position:start], top.scopes))
        end = match.end()
        if kind == "end":
            outer = stack[-2].scopes + ([top.rule.name] if top.rule.name else [])
            captures(top.rule.raw.get("endCaptures") or top.rule.raw.get("captures"), match, outer, tokens, start, end)
            if end == start and top.start == position and len(stack) > 1:
                # An end matching where its rule began would loop; vscode-textmate pops and moves on.
                pass
            stack.pop()
        elif kind == "match":
            scopes = top.scopes + ([rule.name] if rule.name else [])
            captures(rule.raw.get("captures"), match, scopes, tokens, start, end)
        else:
            if end == start and top.rule is rule and top.start == start:
                # The same rule pushed again at the same place: skip a character instead of looping.
                tokens.append((line[position : position + 1], top.scopes))
                position += 1
                continue
            outer = top.scopes + ([rule.name] if rule.name else [])
            captures(rule.raw.get("beginCaptures") or rule.raw.get("captures"), match, outer, tokens, start, end)
            inner = outer + ([rule.content_name] if rule.content_name else [])
            end_regex = onigurumacffi.compile(substitute_back_references(rule.end, match))
            stack.append(Frame(rule, end_regex, inner, start))
        if end == start and kind != "begin":
            if end < len(line) and kind == "match":
                tokens.append((line[end : end + 1], stack[-1].scopes))
                end += 1
        position = end
    return stack
