import BinderySource
import Testing

/// Tools match diagnostics by id (`--diagnostics json`), so an id once released must stay: this list is every
/// released id. Add a new id at the end when you add a diagnostic; never rename or remove one.
@Suite struct DiagnosticIDTests {
    static let released: [String] = [
        "invalid-utf8",
        "nul-byte",
        "file-too-large",
        "unterminated-string",
        "string-nesting-too-deep",
        "unterminated-comment",
        "unexpected-comment-end",
        "invalid-dollar-identifier",
        "invalid-backticked-name",
        "unexpected-pound",
        "compiler-directive",
        "single-quoted-string",
        "unexpected-character",
        "invalid-escape",
        "invalid-multiline-string",
        "invalid-regex",
        "ambiguous-interpolation",
        "invalid-number",
        "expected-declaration",
        "struct-instead-of-model",
        "property-outside-model",
        "func-instead-of-transform",
        "unmatched-closing-brace",
        "attribute-not-allowed",
        "expected-attribute-name",
        "expected-name",
        "expected-opening-brace",
        "missing-closing-brace",
        "expected-opening-parenthesis",
        "expected-comma-or-closing-parenthesis",
        "expected-parameter",
        "expected-colon",
        "expected-module-name",
        "expected-option",
        "expected-member",
        "missing-member-keyword",
        "function-in-model",
        "expected-property-name",
        "expected-type",
        "expected-expression",
        "nesting-too-deep",
        "mismatched-bracket",
        "unclosed-bracket",
        "extraneous-tokens",
        "consecutive-statements",
        "labeled-transform-input",
        "expected-transform-arrow",
        "expected-transform-body",
        "expected-reversible-label",
        "duplicate-reversible-half",
        "missing-reversible-half",
        "expected-rule",
        "expected-rule-arrow",
        "once-in-two-way-rule",
        "expected-path",
        "expected-transform-name",
        "missing-pipe",
        "expected-fallback",
        "expected-handler",
        "duplicate-declaration",
        "duplicate-property",
        "duplicate-parameter",
        "duplicate-handler",
        "unknown-model",
        "parameter-not-model",
        "unknown-parameter",
        "unknown-property",
        "unknown-transform",
        "duplicate-options-block",
        "duplicate-option",
        "unknown-option",
        "invalid-option-value",
        "unknown-attribute",
        "conflicting-isolation",
        "computed-reads-itself",
        "computed-depends-on-nothing",
        "computed-cycle",
        "self-containment",
        "conformance-of-referenced-model",
        "reversible-arrow-mismatch",
        "reversible-transform-arity",
        "external-reversible",
        "transform-without-input",
        "unused-transform",
        "isolation-mix",
        "whole-model-path",
        "property-of-non-model",
        "missing-optional-chaining",
        "unneeded-optional-chaining",
        "fallback-never-used",
        "target-through-model",
        "target-not-variable",
        "target-computed",
        "two-way-once",
        "two-way-several-sources",
        "two-way-not-writable",
        "two-way-not-reversible",
        "two-way-type-mismatch",
        "several-sources-without-transform",
        "breakable-path",
        "type-mismatch",
        "transform-arity",
        "transform-input-type",
        "two-writers",
        "rule-cycle",
        "invalid-json", "invalid-configuration", "reserved-name", "dollar-in-name", "generated-name-collision",
        "opaque-property-type", "imported-name-clash", "imported-not-public", "imported-without-import",
        "external-class-member", "external-not-observable", "external-needs-isolation",
        "diagnostics-omitted",
        "unknown-template", "template-unclosed-tag", "template-invalid-name", "template-unmatched-close",
        "template-unclosed-section", "template-unknown-partial", "template-partial-cycle", "template-unknown-variable",
        "template-field-kind", "template-position-outside-list", "less-visible-type",
        "not-text",
        "generated-conformance",
        "isolated-requirement",
        "lookalike-name",
        "two-way-to-itself",
    ]

    @Test func everyReleasedIDIsStillInTheCatalogUnderItsName() {
        let catalog = Set(DiagnosticID.allCases.map(\.rawValue))
        for id in Self.released where !catalog.contains(id) {
            Issue.record("released diagnostic id '\(id)' is gone from DiagnosticID; keep it (document it as retired)")
        }
    }

    @Test func everyCatalogIDIsReleasedOnceAndSpelledInTheScheme() {
        var seen: Set<String> = []
        for id in Self.released where !seen.insert(id).inserted {
            Issue.record("diagnostic id '\(id)' is listed twice; ids must be unique")
        }
        for id in DiagnosticID.allCases.map(\.rawValue) {
            #expect(seen.contains(id), "add '\(id)' to DiagnosticIDTests.released")
            let words = id.split(separator: "-", omittingEmptySubsequences: false)
            #expect(
                words.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber } },
                "'\(id)' must be lowercase words joined by '-'")
        }
    }
}
