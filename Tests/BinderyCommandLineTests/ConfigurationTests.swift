import BinderyCommandLine
import Foundation
import Testing

/// `--config bindery.json`, as the build plugins pass it: each mistake once, at its line and column.
@Suite struct ConfigurationTests {
    private let spec = "model A {\n    var x: Int = 0\n}\n"

    private func check(config text: String) throws -> (BinderyRun, configuration: String) {
        let scratch = try Scratch()
        let configuration = try scratch.write("bindery.json", text)
        let result = bindery(["check", "--config", configuration, try scratch.write("A.bind", spec)])
        return (result, configuration)
    }

    @Test func anUnknownKeyIsReportedOnceAtTheKey() throws {
        let (result, path) = try check(config: "{\n  \"templats\": \"Custom\"\n}\n")
        #expect(result.status == .specErrors)
        #expect(
            result.error == """
                \(path):2:3: error: unknown key 'templats'; did you mean 'templates'? [invalid-configuration]
                  "templats": "Custom"
                  ^~~~~~~~~~

                """)
    }

    @Test func invalidJSONSaysWhere() throws {
        let (result, path) = try check(config: "{\"templates\": \"Custom\"\n \"x\": 1}\n")
        #expect(result.status == .specErrors)
        #expect(
            result.error.hasPrefix(
                "\(path):2:2: error: not valid JSON: expected ',' or '}' after the value of \"templates\" [invalid-json]\n"
            ))
        #expect(result.error.components(separatedBy: "error:").count == 2, "one diagnostic, one prefix")
    }

    @Test func nestingTooDeepIsReportedWhereItGoesTooDeep() throws {
        let (result, path) = try check(config: "{\"x\": " + String(repeating: "[", count: 100_000))
        #expect(result.status == .specErrors)
        #expect(
            result.error.hasPrefix(
                "\(path):1:518: error: not valid JSON: objects and arrays nest more than 512 levels deep [invalid-json]\n"
            ))
    }

    @Test func aValueOfTheWrongKindIsReportedAtTheValue() throws {
        let (result, path) = try check(config: "{\"templates\": 3}")
        #expect(result.error.hasPrefix("\(path):1:15: error: 'templates' must be a string naming a directory"))
        let (array, arrayPath) = try check(config: "[]")
        #expect(array.error.hasPrefix("\(arrayPath):1:1: error: the configuration must be a JSON object"))
    }

    @Test func aMissingTemplatesDirectoryIsReportedAtItsPath() throws {
        let (result, path) = try check(config: "{\"templates\": \"Nowhere\"}")
        #expect(result.status == .specErrors)
        #expect(result.error.hasPrefix("\(path):1:15: error: templates directory 'Nowhere' does not exist"))
    }

    @Test func aTemplateFileNamedForItsDirectoryIsReportedAsAFile() throws {
        let scratch = try Scratch()
        try scratch.write("Custom/file.template", "// {{specName}}\n")
        let configuration = try scratch.write("bindery.json", "{\"templates\": \"Custom/file.template\"}")
        let result = bindery(["check", "--config", configuration, try scratch.write("A.bind", spec)])
        #expect(result.status == .specErrors)
        #expect(
            result.error.hasPrefix(
                "\(configuration):1:15: error: 'templates' names 'Custom/file.template', which is a file, not a "
                    + "directory; name the directory that holds the .template files, relative to this file"))
    }

    @Test func templatesAreResolvedAgainstTheConfigurationsFolder() throws {
        let scratch = try Scratch()
        try scratch.write("Config/Custom/file.template", "// Custom file template for {{specName}}.\n")
        let configuration = try scratch.write("Config/bindery.json", "{\"templates\": \"Custom\"}")
        let spec = try scratch.write("A.bind", self.spec)
        let result = bindery(["generate", "--config", configuration, spec, "--output", scratch.path("Out")])
        #expect(result.status == .success, "\(result.error)")
        #expect(try scratch.read("Out/A.swift").hasPrefix("// Custom file template for A.bind."))
    }

    @Test func anyValidJSONLayoutIsRead() throws {
        let scratch = try Scratch()
        try scratch.write("Custom/file.template", "// Escaped path for {{specName}}.\n")
        let configuration = try scratch.write("bindery.json", " \r\n{ \"templates\" :\t\"Cu\\u0073tom\" }\n\n")
        let result = bindery([
            "generate", "--config", configuration, try scratch.write("A.bind", spec), "--output", scratch.path("Out"),
        ])
        #expect(result.status == .success, "\(result.error)")
        #expect(try scratch.read("Out/A.swift").hasPrefix("// Escaped path for A.bind."))
    }

    @Test func aByteOrderMarkBeforeTheObjectIsSkipped() throws {
        let scratch = try Scratch()
        try scratch.write("Custom/file.template", "// From the custom template: {{specName}}.\n")
        let configuration = try scratch.write("bindery.json", "\u{FEFF}{\"templates\": \"Custom\"}\r\n")
        let result = bindery([
            "generate", "--config", configuration, try scratch.write("A.bind", spec), "--output", scratch.path("Out"),
        ])
        #expect(result.status == .success, "\(result.error)")
        #expect(try scratch.read("Out/A.swift").hasPrefix("// From the custom template: A.bind."))
        let (misplaced, path) = try check(config: "{\"templates\": \u{FEFF}\"Custom\"}")
        #expect(misplaced.error.hasPrefix("\(path):1:15: error: not valid JSON"), "only at the start")
    }

    @Test func aKeySetTwiceAndTextAfterTheObjectAreErrors() throws {
        let (twice, path) = try check(config: "{\"templates\": \"A\", \"templates\": \"B\"}")
        #expect(
            twice.error.contains("\(path):1:20: error: 'templates' is set twice; keep one [invalid-configuration]\n"))
        let (trailing, trailingPath) = try check(config: "{} {}")
        #expect(
            trailing.error.hasPrefix("\(trailingPath):1:4: error: not valid JSON: unexpected text after the JSON value")
        )
    }

    /// A comment or a trailing comma, as JSONC and JSON5 allow, was "expected a key in double quotes": now each is
    /// named, with what to remove.
    @Test func commentsAndTrailingCommasAreNamed() throws {
        let comment = "JSON has no comments; remove this one"
        for (text, line, column, message) in [
            ("{\n  // custom\n  \"templates\": \"T\"\n}", 2, 3, comment),
            ("{\"templates\": \"T\" /* mine */}", 1, 19, comment),
            ("{\"templates\": \"T\"} // end", 1, 20, comment),
            ("{\"templates\": \"T\",\n}", 2, 1, "a comma before '}' is not allowed in JSON; remove the last ','"),
            ("{\"x\": [1, 2, ],\n}", 1, 14, "a comma before ']' is not allowed in JSON; remove the last ','"),
        ] {
            let (result, path) = try check(config: text)
            #expect(result.status == .specErrors)
            #expect(
                result.error.hasPrefix("\(path):\(line):\(column): error: not valid JSON: \(message) [invalid-json]\n"),
                "\(result.error)")
        }
    }

    /// Bytes that are not UTF-8 in a string were read as U+FFFD, so a directory named by them was looked for under
    /// another name; they are reported at the string.
    @Test func aStringThatIsNotUTF8IsReportedAtTheString() throws {
        let scratch = try Scratch()
        let configuration = scratch.path("bindery.json")
        try Data(Array("{\"templates\": \"T".utf8) + [0xFF] + Array("\"}".utf8)).write(
            to: URL(fileURLWithPath: configuration))
        let result = bindery(["check", "--config", configuration, try scratch.write("A.bind", spec)])
        #expect(result.status == .specErrors)
        #expect(
            result.error.hasPrefix(
                "\(configuration):1:15: error: not valid JSON: this string holds bytes that are not UTF-8; save the "
                    + "file as UTF-8 [invalid-json]\n"), "\(result.error)")
    }

    @Test func aMissingConfigurationFileIsAnIOFailure() throws {
        let scratch = try Scratch()
        let result = bindery(["check", "--config", scratch.path("none.json"), try scratch.write("A.bind", spec)])
        #expect(result.status == .failure)
        #expect(result.error == "error: no such file '\(scratch.path("none.json"))' (given to --config)\n")
    }
}
